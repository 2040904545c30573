import { useCallback, useEffect, useRef, useState } from "react";
import { chatCopy } from "@/content/chat";
import { useChat } from "../hooks/use-chat";
import type { ChatMessage } from "../model";
import { ChatLauncher } from "./chat-launcher";
import { ChatLoadBoundary } from "./chat-load-boundary";
import { ChatLoading } from "./chat-loading";
import {
  LazyChatWindow,
  loadChatWindow,
  loadedChatWindow,
  type ChatWindowModule,
} from "./load-chat-window";
import type { ReplyToastHandle } from "./reply-toast";

export interface ChatAssistantProps {
  /** Test seam: the visitor's clock (greeting, timestamps). */
  now?: () => Date;
  /** Test seam: the random source for the fallback replies. */
  random?: () => number;
  /**
   * For a page that opens the chat from its own button (the help search's "ask in the chat"):
   * each time this count goes up, the chat opens.
   */
  openRequests?: number;
}

function prefetchChatWindow() {
  // A failed prefetch is retried by the click; nothing to report here.
  loadChatWindow().catch(() => {});
}

/**
 * The floating chat assistant (docs/product.md §2 "Floating widgets", §4 "Chat"). This light part renders
 * only the launcher and owns the conversation; the dialog/drawer is a lazy chunk fetched on the
 * first click (or earlier on hover/focus), which keeps it out of the home page's initial bundle.
 */
export function ChatAssistant({ now, random, openRequests = 0 }: ChatAssistantProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const openRef = useRef(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const replyToast = useRef<ReplyToastHandle | null>(null);

  const setChatOpen = useCallback((next: boolean) => {
    // The ref is read by the reply timer, which may fire before React re-renders.
    openRef.current = next;
    setOpen(next);
    if (next) {
      replyToast.current?.dismiss();
      replyToast.current = null;
    }
  }, []);

  const announceReply = useCallback(
    (reply: ChatMessage) => {
      if (openRef.current) return;
      const show = (chunk: ChatWindowModule) => {
        replyToast.current = chunk.showReplyToast(reply, () => setChatOpen(true));
      };
      // The chunk is always there once a reply exists; stay synchronous then.
      const chunk = loadedChatWindow();
      if (chunk) show(chunk);
      else loadChatWindow().then(show, () => {});
    },
    [setChatOpen],
  );

  const chat = useChat({ now, onReply: announceReply });
  const { greet } = chat;

  const openChat = useCallback(() => {
    greet();
    if (loadFailed) {
      setLoadFailed(false);
      setAttempt((value) => value + 1);
    }
    setMounted(true);
    setChatOpen(true);
  }, [greet, loadFailed, setChatOpen]);

  const openChatRef = useRef(openChat);
  useEffect(() => {
    openChatRef.current = openChat;
  });
  useEffect(() => {
    if (openRequests > 0) openChatRef.current();
  }, [openRequests]);

  const handleLoadError = useCallback(() => {
    setLoadFailed(true);
    setChatOpen(false);
  }, [setChatOpen]);

  return (
    <>
      <ChatLauncher
        ref={launcherRef}
        open={open}
        onOpen={openChat}
        onPrefetch={prefetchChatWindow}
      />
      {mounted && (
        <ChatLoadBoundary key={attempt} message={chatCopy.loadError} onError={handleLoadError}>
          <LazyChatWindow
            open={open}
            onOpenChange={setChatOpen}
            chat={chat}
            random={random}
            launcherRef={launcherRef}
            fallback={open ? <ChatLoading label={chatCopy.loadingLabel} /> : null}
          />
        </ChatLoadBoundary>
      )}
    </>
  );
}
