import { toast } from "@/components/ui/use-toast";
import { contentCalendarContent as copy } from "@/content/content-calendar";

/** The success toast of an action. */
export function toastSuccess(title: string) {
  toast({ variant: "success", title });
}

/** The failure toast: the server's own Dutch message (CONTENT_MESSAGES) as the description. */
export function toastFailure(error: Error, title: string = copy.toasts.failed) {
  toast({ variant: "destructive", title, description: error.message });
}
