import { use } from "react";
import { createChunkLoader } from "@/lib/chunk-loader";
import type { ChatWindowProps } from "./chat-window";

export type ChatWindowModule = typeof import("./chat-window");

/** The heavy half of the chat (Radix dialog, vaul drawer, reply engine) is its own chunk. */
const chatWindowChunk = createChunkLoader(() => import("./chat-window"), { prefetch: true });

/** Shared by the hover/focus prefetch and the lazy window. */
export const loadChatWindow = chatWindowChunk.load;

/** The chunk's exports once it has arrived (it has whenever a reply exists). */
export const loadedChatWindow = chatWindowChunk.loaded;

/**
 * Renders the real window, suspending only while the chunk is still downloading: after a
 * prefetch on hover or focus the click opens the chat without a loading flash.
 */
export function LazyChatWindow(props: ChatWindowProps) {
  // Always use(): the loader marks its promise fulfilled, so a loaded chunk does not suspend.
  const { ChatWindow } = use(chatWindowChunk.load());
  return <ChatWindow {...props} />;
}
