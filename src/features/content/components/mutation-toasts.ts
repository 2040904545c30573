import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n";
import type { nl } from "@/i18n/locales/nl";

type ToastKey = keyof (typeof nl)["content"]["toasts"];

/**
 * The content actions' toasts in the screen's language: a success by its key, and a failure whose
 * description is the server's own message (it answers in the language the browser asked for).
 */
export function useContentToasts() {
  const { t } = useT("content");
  return {
    success: (key: ToastKey) => toast({ variant: "success", title: t(`toasts.${key}`) }),
    failure: (error: Error, key: ToastKey = "failed") =>
      toast({ variant: "destructive", title: t(`toasts.${key}`), description: error.message }),
  };
}
