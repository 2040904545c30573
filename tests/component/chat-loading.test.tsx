import { act, fireEvent, render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { ChatAssistant } from "@/features/chat";
import { loadChatWindow } from "@/features/chat/components/load-chat-window";

// This file checks the lazy loading itself: the window's chunk is not loaded before the click.
it("shows a loading state until the chat chunk arrives, then the dialog with the input focused", async () => {
  render(<ChatAssistant />);
  expect(screen.queryByRole("status")).not.toBeInTheDocument();

  // An awaited act: React only retries a component that suspended inside one.
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Open de chatassistent" }));
  });
  expect(screen.getByRole("status")).toHaveTextContent("Chat wordt geladen…");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

  await act(() => loadChatWindow());
  const dialog = screen.getByRole("dialog");
  expect(dialog).toHaveAccessibleName("Vindbaar-assistent");
  expect(screen.queryByText("Chat wordt geladen…")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Je bericht")).toHaveFocus();
});
