import { billingContent } from "@/content/billing";
import { useOpenCustomerPortal } from "../api/open-customer-portal";
import { redirectTo, showFailureToast } from "../redirect";

/**
 * Opens the Stripe billing portal and comes back to `returnPath` on this site. `opening` stays
 * true from the click until the browser has left the page; a failure ends it with the spec's toast.
 */
export function useCustomerPortal(returnPath: string) {
  const portal = useOpenCustomerPortal();
  function open() {
    if (portal.isPending || portal.isSuccess) return;
    portal.mutate(
      { returnUrl: `${window.location.origin}${returnPath}` },
      {
        onSuccess: redirectTo,
        onError: (error) => showFailureToast(billingContent.toasts.portalFailed, error),
      },
    );
  }
  return { open, opening: portal.isPending || portal.isSuccess };
}
