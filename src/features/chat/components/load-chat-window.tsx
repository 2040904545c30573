import { use } from "react";
import type { ChatWindowProps } from "./chat-window";

export type ChatWindowModule = typeof import("./chat-window");

let pending: Promise<ChatWindowModule> | undefined;
let loaded: ChatWindowModule | undefined;

/**
 * Loads the heavy half of the chat (Radix dialog, vaul drawer, reply engine) as its own chunk.
 * Shared by the hover/focus prefetch and the lazy window; a failed load is forgotten so the next
 * attempt fetches again (React.lazy would cache the failure for the page's lifetime).
 */
export function loadChatWindow(): Promise<ChatWindowModule> {
  pending ??= import("./chat-window").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The chunk's exports once it has arrived (it has whenever a reply exists). */
export function loadedChatWindow(): ChatWindowModule | undefined {
  return loaded;
}

/**
 * Renders the real window, suspending only while the chunk is still downloading: after a
 * prefetch on hover or focus the click opens the chat without a loading flash.
 */
export function LazyChatWindow(props: ChatWindowProps) {
  const { ChatWindow } = loaded ?? use(loadChatWindow());
  return <ChatWindow {...props} />;
}
