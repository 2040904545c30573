import { toast } from "@/components/ui/use-toast";
import { whiteLabelContent as copy } from "@/content/white-label";

/** A failed save or check: the destructive toast with the server's own message. */
export function failureToast(error: unknown) {
  toast({
    variant: "destructive",
    title: copy.toasts.failed.title,
    description: error instanceof Error ? error.message : String(error),
  });
}
