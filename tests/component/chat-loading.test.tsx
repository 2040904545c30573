import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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

// First: the chunk must still be on its way (the next test lets it arrive).
it("closes the stand-in with Escape while the chunk downloads, and gives focus back to the launcher", async () => {
  render(<ChatAssistant />);
  const launcher = screen.getByRole("button", { name: "Open de chatassistent" });
  await act(async () => {
    fireEvent.click(launcher);
  });
  expect(screen.getByRole("dialog", { name: "Vindbaar-assistent" })).toBeInTheDocument();

  fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(launcher).toHaveFocus();
  expect(launcher).toHaveAttribute("aria-expanded", "false");
});

it("shows a loading state until the chat chunk arrives, then the dialog with the input focused", async () => {
  // Issue 8 #4: opening the chat once logged a React error in the development build.
  const consoleError = vi.spyOn(console, "error");
  render(<ChatAssistant />);
  expect(screen.queryByRole("status")).not.toBeInTheDocument();

  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Open de chatassistent" }));
  });
  // The window's stand-in: its heading, the loading state, focus inside, nothing to type into.
  const standIn = screen.getByRole("dialog", { name: "Vindbaar-assistent" });
  expect(standIn).toHaveAttribute("aria-modal", "true");
  expect(within(standIn).getByRole("status")).toHaveTextContent("Chat wordt geladen…");
  expect(standIn).toHaveFocus();
  expect(within(standIn).queryByRole("textbox")).not.toBeInTheDocument();

  chunkGate.open();
  await act(() => loadChatWindow());
  const dialog = screen.getByRole("dialog");
  expect(dialog).toHaveAccessibleName("Vindbaar-assistent");
  expect(dialog).not.toBe(standIn);
  expect(screen.getByText("Chat wordt geladen…")).not.toBeVisible();
  await waitFor(() => expect(screen.getByLabelText("Je bericht")).toHaveFocus());
  expect(consoleError).not.toHaveBeenCalled();
});
