import { useQueryClient } from "@tanstack/react-query";
import type { CheckSubscriptionResponse, PORTAL_FLOWS } from "@contract/billing";
import { useOpenCustomerPortal } from "../api/open-customer-portal";
import { billingKeys } from "../api/query-keys";
import { rememberBeforePortal } from "../portal-return";
import { redirectTo, showFailureToast } from "../redirect";

type PortalFlow = (typeof PORTAL_FLOWS)[number];

/**
 * Opens the Stripe billing portal and comes back to `returnPath` on this site; with a `flow` it
 * opens at that task (adding a payment method). `opening` stays true from the click until the
 * browser has left the page; a failure ends it with the `failure` toast (in the words of the
 * screen: the dashboard's language, or the pricing page's Dutch). The subscription as shown is
 * remembered, so the page coming back can tell when the portal's change has arrived.
 */
export function useCustomerPortal(
  returnPath: string,
  failure: { title: string; description: string },
  flow?: PortalFlow,
) {
  const portal = useOpenCustomerPortal();
  const queryClient = useQueryClient();
  function open() {
    if (portal.isPending || portal.isSuccess) return;
    rememberBeforePortal(
      queryClient.getQueryData<CheckSubscriptionResponse>(billingKeys.subscription()),
    );
    portal.mutate(
      { returnUrl: `${window.location.origin}${returnPath}`, ...(flow ? { flow } : {}) },
      {
        onSuccess: redirectTo,
        onError: (error) => showFailureToast(failure, error),
      },
    );
  }
  return { open, opening: portal.isPending || portal.isSuccess };
}
