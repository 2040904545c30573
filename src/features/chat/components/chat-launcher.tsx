import { MessageCircle } from "lucide-react";
import type { Ref } from "react";
import { chatCopy } from "@/content/chat";
import { INSTANT_DIALOG, instantWidget, instantWidgetProps } from "@/lib/instant-widgets";

interface ChatLauncherProps {
  ref?: Ref<HTMLButtonElement>;
  open: boolean;
  onOpen: () => void;
  /** Starts loading the chat window before the click, on hover or keyboard focus. */
  onPrefetch: () => void;
  /** The prerendered stand-in the boot loader shows for a click before the app is there. */
  shellId: string;
}

/** The closed state of the chat: one round floating button, plain markup that renders anywhere. */
export function ChatLauncher({ ref, open, onOpen, onPrefetch, shellId }: ChatLauncherProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={chatCopy.launcherLabel}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      {...instantWidgetProps(instantWidget.dialogLauncher)}
      {...{ [INSTANT_DIALOG]: shellId }}
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 hover:bg-primary/90 focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:right-6 sm:bottom-6"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </button>
  );
}
