import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { chatCopy } from "@/content/chat";
import { previewText, type ChatMessage } from "../model";

/**
 * Announces a reply that arrived while the chat was closed (docs/product.md §4). Lives in the lazy chunk:
 * a reply exists only after the visitor wrote in the open window, so Radix toast stays out of
 * the home page's initial JavaScript.
 */
export function showReplyToast(reply: ChatMessage, onView: () => void) {
  return toast({
    title: chatCopy.toastTitle,
    description: previewText(reply.text),
    action: (
      <ToastAction altText={chatCopy.toastActionAltText} onClick={onView}>
        {chatCopy.toastAction}
      </ToastAction>
    ),
  });
}

export type ReplyToastHandle = ReturnType<typeof showReplyToast>;
