import { X } from "lucide-react";
import { useCallback, useRef, type RefObject } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerTitle,
} from "@/components/ui/drawer";
import { chatCopy } from "@/content/chat";
import type { ChatController } from "../hooks/use-chat";
import { useIsMobile } from "../hooks/use-is-mobile";
import { chooseReply } from "../reply-engine";
import { ChatConversation } from "./chat-conversation";

// Part of this lazy chunk on purpose (see reply-toast.tsx).
export { showReplyToast } from "./reply-toast";

export interface ChatWindowProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chat: ChatController;
  random?: () => number;
  /** Focus goes back here on close, also when the chat was reopened from a toast. */
  launcherRef: RefObject<HTMLButtonElement | null>;
  /**
   * The first opening replaces the stand-in on screen (DialogShell): the drawer appears in its
   * place instead of sliding in (vaul animates only a drawer that was not open when mounted).
   */
  appearInPlace?: boolean;
}

/**
 * The open chat: a dialog (max 450 x 700 px) from 768 px wide, a bottom drawer (85vh) below
 * (docs/product.md §2). Loaded lazily by ChatAssistant.
 */
export function ChatWindow({
  open,
  onOpenChange,
  chat,
  random,
  launcherRef,
  appearInPlace = false,
}: ChatWindowProps) {
  const isMobile = useIsMobile();
  const inputRef = useRef<HTMLInputElement>(null);
  const { send } = chat;

  const focusInput = useCallback((event: Event) => {
    event.preventDefault();
    // Focusing forces the browser to compute the styles of the whole page, which on a slow phone
    // costs as much as the rest of opening the chat; done in the next frame, the chat is shown
    // first (issue 13). The dialog and the drawer are fixed in the viewport: nothing to scroll.
    requestAnimationFrame(() => inputRef.current?.focus({ preventScroll: true }));
  }, []);

  const focusLauncher = useCallback(
    (event: Event) => {
      event.preventDefault();
      launcherRef.current?.focus();
    },
    [launcherRef],
  );

  const handleSend = useCallback(
    (text: string) => send(text, (message) => chooseReply(message, random)),
    [send, random],
  );

  const conversation = (
    <ChatConversation
      messages={chat.messages}
      isTyping={chat.isTyping}
      showSuggestions={!chat.hasUserMessage}
      onSend={handleSend}
      inputRef={inputRef}
    />
  );

  if (isMobile) {
    return (
      <Drawer open={open} onOpenChange={onOpenChange} defaultOpen={appearInPlace}>
        <DrawerContent
          className="h-[85vh]"
          onOpenAutoFocus={focusInput}
          onCloseAutoFocus={focusLauncher}
        >
          <div className="flex items-start justify-between gap-3 border-b px-4 pt-2 pb-3">
            <div className="grid gap-1">
              <DrawerTitle>{chatCopy.title}</DrawerTitle>
              <DrawerDescription>{chatCopy.description}</DrawerDescription>
            </div>
            <DrawerClose
              aria-label={chatCopy.closeLabel}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-secondary focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X className="size-5" aria-hidden="true" />
            </DrawerClose>
          </div>
          {conversation}
        </DrawerContent>
      </Drawer>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={chatCopy.closeLabel}
        className="flex h-[min(700px,calc(100dvh-2rem))] max-h-[700px] w-[calc(100%-2rem)] max-w-[450px] flex-col gap-0 overflow-hidden p-0"
        onOpenAutoFocus={focusInput}
        onCloseAutoFocus={focusLauncher}
      >
        <DialogHeader className="border-b px-5 pt-5 pb-4 pr-12 text-left">
          <DialogTitle className="text-lg">{chatCopy.title}</DialogTitle>
          <DialogDescription>{chatCopy.description}</DialogDescription>
        </DialogHeader>
        {conversation}
      </DialogContent>
    </Dialog>
  );
}
