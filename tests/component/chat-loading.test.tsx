import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { ChatAssistant } from "@/features/chat";
import { loadChatWindow } from "@/features/chat/components/load-chat-window";

// This file checks the lazy loading itself: the window's chunk is not loaded before the click.
// The chunk arrives when the test opens the gate: a module that is already transformed (a worker
// that ran other files first) would otherwise arrive within the click's act() and skip the
// loading state.
const chunkGate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock("@/features/chat/components/chat-window", async (importOriginal) => {
  await chunkGate.opened;
  return importOriginal();
});

it("shows a loading state until the chat chunk arrives, then the dialog with the input focused", async () => {
  // Issue 8 #4: opening the chat once logged a React error in the development build.
  const consoleError = vi.spyOn(console, "error");
  render(<ChatAssistant />);
  expect(screen.queryByRole("status")).not.toBeInTheDocument();

  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Open de chatassistent" }));
  });
  expect(screen.getByRole("status")).toHaveTextContent("Chat wordt geladen…");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

  chunkGate.open();
  await act(() => loadChatWindow());
  const dialog = screen.getByRole("dialog");
  expect(dialog).toHaveAccessibleName("Vindbaar-assistent");
  expect(screen.queryByText("Chat wordt geladen…")).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText("Je bericht")).toHaveFocus());
  expect(consoleError).not.toHaveBeenCalled();
});
