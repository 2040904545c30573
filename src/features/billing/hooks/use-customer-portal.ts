import type { PORTAL_FLOWS } from "@contract/billing";
import { billingContent } from "@/content/billing";
import { useOpenCustomerPortal } from "../api/open-customer-portal";
import { redirectTo, showFailureToast } from "../redirect";

/**
 * Opens the Stripe billing portal and comes back to `returnPath` on this site; with a `flow` it
 * opens at that task (adding a payment method). `opening` stays true from the click until the
 * browser has left the page; a failure ends it with the spec's toast.
 */
type PortalFlow = (typeof PORTAL_FLOWS)[number];

export function useCustomerPortal(returnPath: string, flow?: PortalFlow) {
  const portal = useOpenCustomerPortal();
  function open() {
    if (portal.isPending || portal.isSuccess) return;
    portal.mutate(
      { returnUrl: `${window.location.origin}${returnPath}`, ...(flow ? { flow } : {}) },
      {
        onSuccess: redirectTo,
        onError: (error) => showFailureToast(billingContent.toasts.portalFailed, error),
      },
    );
  }
  return { open, opening: portal.isPending || portal.isSuccess };
}
