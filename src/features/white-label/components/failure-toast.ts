import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n";

/**
 * A failed save or check: the destructive toast with the server's own message (the function
 * answers in the language the browser asked for).
 */
export function useFailureToast() {
  const { t } = useT("whiteLabel");
  return (error: unknown) =>
    toast({
      variant: "destructive",
      title: t("toasts.failed.title"),
      description: error instanceof Error ? error.message : String(error),
    });
}
