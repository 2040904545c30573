import { useCallback, useEffect, useRef, useState } from "react";
import { DialogShell } from "@/components/ui/dialog-shell";
import { chatCopy } from "@/content/chat";
import { INSTANT_HANDED_OVER } from "@/lib/instant-widgets";
import { useChat } from "../hooks/use-chat";
import type { ChatMessage } from "../model";
import { ChatLauncher } from "./chat-launcher";
import { ChatLoadBoundary } from "./chat-load-boundary";
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

/** The prerendered stand-in's id, named by the launcher for the boot loader. */
const CHAT_SHELL_ID = "chat-shell";

/** The real window's place and size: a bottom drawer below 768 px, a 450 x 700 dialog above. */
const CHAT_PANEL =
  "inset-x-0 bottom-0 flex h-[85vh] flex-col overflow-hidden rounded-t-xl border md:inset-x-auto md:bottom-auto md:left-1/2 md:top-1/2 md:h-[min(700px,calc(100dvh-2rem))] md:max-h-[700px] md:w-[calc(100%-2rem)] md:max-w-[450px] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-lg md:shadow-lg";

/**
 * Whether the chat's stand-in is on screen as it opens: shown by the boot loader before the app
 * was there (and handed over now), or about to be shown here while the window's code downloads.
 */
function takeOverStandIn(): boolean {
  const shell = document.getElementById(CHAT_SHELL_ID);
  const handedOver = shell?.hasAttribute(INSTANT_HANDED_OVER) ?? false;
  shell?.removeAttribute(INSTANT_HANDED_OVER);
  return handedOver || !loadedChatWindow();
}

function prefetchChatWindow() {
  // A failed prefetch is retried by the click; nothing to report here.
  loadChatWindow().catch(() => {});
}

/**
 * The floating chat assistant (docs/product.md §2 "Floating widgets", §4 "Chat"). This light part renders
 * only the launcher and owns the conversation; the dialog/drawer is a lazy chunk fetched on the
 * first click (or earlier on hover/focus), which keeps it out of the home page's initial bundle.
 * Until it has arrived, an opened chat shows its stand-in (DialogShell), which the boot loader can
 * also show before the app is there.
 */
export function ChatAssistant({ now, random, openRequests = 0 }: ChatAssistantProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const [windowReady, setWindowReady] = useState(() => loadedChatWindow() !== undefined);
  const [appearInPlace, setAppearInPlace] = useState(false);
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
    // The window replaces a stand-in already on screen: it appears in its place, not sliding in.
    if (!mounted) setAppearInPlace(takeOverStandIn());
    setMounted(true);
    setChatOpen(true);
    if (loadedChatWindow()) setWindowReady(true);
    else
      loadChatWindow().then(
        () => setWindowReady(true),
        () => {},
      );
  }, [greet, loadFailed, mounted, setChatOpen]);

  const openChatRef = useRef(openChat);
  useEffect(() => {
    openChatRef.current = openChat;
  });
  useEffect(() => {
    if (openRequests > 0) openChatRef.current();
  }, [openRequests]);

  const closeShell = useCallback(() => {
    setChatOpen(false);
    launcherRef.current?.focus();
  }, [setChatOpen]);

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
        shellId={CHAT_SHELL_ID}
      />
      <DialogShell
        id={CHAT_SHELL_ID}
        shown={open && !windowReady}
        title={chatCopy.title}
        description={chatCopy.description}
        loadingLabel={chatCopy.loadingLabel}
        closeLabel={chatCopy.closeLabel}
        onClose={closeShell}
        panelClassName={CHAT_PANEL}
      />
      {mounted && (
        <ChatLoadBoundary key={attempt} message={chatCopy.loadError} onError={handleLoadError}>
          <LazyChatWindow
            open={open}
            onOpenChange={setChatOpen}
            chat={chat}
            random={random}
            launcherRef={launcherRef}
            appearInPlace={appearInPlace}
            fallback={null}
          />
        </ChatLoadBoundary>
      )}
    </>
  );
}
