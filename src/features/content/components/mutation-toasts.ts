import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n";
import type { nl } from "@/i18n/locales/nl";
import { serverMessage } from "../copy/server-message";

type ToastKey = keyof (typeof nl)["content"]["toasts"];

/**
 * The content actions' toasts in the screen's language: a success by its key; a failure whose
 * description is the server's own message (see serverMessage), or why it failed in our words.
 */
export function useContentToasts() {
  const { t } = useT("content");
  return {
    success: (key: ToastKey) => toast({ variant: "success", title: t(`toasts.${key}`) }),
    failure: (error: Error, key: ToastKey = "failed") =>
      toast({
        variant: "destructive",
        title: t(`toasts.${key}`),
        description: serverMessage(error, t("messages.unavailable")),
      }),
    /** A failure in the browser itself, explained by the message under `key`. */
    problem: (key: ToastKey) =>
      toast({ variant: "destructive", title: t("toasts.failed"), description: t(`toasts.${key}`) }),
  };
}
