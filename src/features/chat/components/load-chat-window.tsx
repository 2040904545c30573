import type { ReactNode } from "react";
import { createChunkLoader } from "@/lib/chunk-loader";
import { useChunk } from "@/lib/use-chunk";
import type { ChatWindowProps } from "./chat-window";

export type ChatWindowModule = typeof import("./chat-window");

/** The heavy half of the chat (Radix dialog, vaul drawer, reply engine) is its own chunk. */
const chatWindowChunk = createChunkLoader(() => import("./chat-window"), { prefetch: true });

/** Shared by the hover/focus prefetch and the lazy window. */
export const loadChatWindow = chatWindowChunk.load;

/** The chunk's exports once it has arrived (it has whenever a reply exists). */
export const loadedChatWindow = chatWindowChunk.loaded;

/**
 * Renders the real window, or `fallback` while the chunk is still downloading: after the prefetch
 * the click opens the chat without a loading flash. A failed download is thrown to the caller's
 * error boundary.
 */
export function LazyChatWindow({ fallback, ...props }: ChatWindowProps & { fallback: ReactNode }) {
  const { module, error } = useChunk(chatWindowChunk);
  if (error) throw error;
  if (!module) return fallback;
  return <module.ChatWindow {...props} />;
}
