import { toast } from "@/components/ui/use-toast";

/** Sends the browser to a Stripe page (Checkout or the billing portal). */
export function redirectTo(url: string) {
  window.location.assign(url);
}

/** The destructive failure toast (docs/contracts/product-rules.md §5); the cause is logged for us, not shown. */
export function showFailureToast(
  copy: { title: string; description: string },
  error: unknown,
): void {
  console.error(copy.description, error);
  toast({ variant: "destructive", title: copy.title, description: copy.description });
}
