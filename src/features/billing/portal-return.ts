import type { CheckSubscriptionResponse } from "@contract/billing";

/**
 * Back from the Stripe billing portal. A change made there (cancel, another plan, a payment
 * method) reaches our database through Stripe's webhook, which may arrive a moment after the
 * customer is back: the dashboard asks again for a short while until the answer changes.
 */

/** Query parameter on the portal's return URL (the pricing page reads the same one). */
export const PORTAL_RETURN_PARAM = "portal_session";
/** Ask check-subscription again every 2 s, for at most 30 s after coming back. */
export const PORTAL_POLL_INTERVAL_MS = 2000;
export const PORTAL_POLL_WINDOW_MS = 30_000;

const BEFORE_KEY = "vindbaar-subscription-before-portal";

export function isPortalReturn(search: string): boolean {
  return new URLSearchParams(search).get(PORTAL_RETURN_PARAM) === "true";
}

/** The path the portal sends the customer back to: `path` with the return marker. */
export function portalReturnPath(path: string): string {
  return `${path}?${PORTAL_RETURN_PARAM}=true`;
}

/** What the customer saw, in one comparable string (the contract's field order is fixed). */
export function subscriptionFingerprint(subscription: CheckSubscriptionResponse): string {
  return JSON.stringify(subscription);
}

/** Kept across the portal's full page loads (this tab only), to see when the answer changed. */
export function rememberBeforePortal(subscription: CheckSubscriptionResponse | undefined): void {
  try {
    if (subscription) {
      window.sessionStorage.setItem(BEFORE_KEY, subscriptionFingerprint(subscription));
    } else window.sessionStorage.removeItem(BEFORE_KEY);
  } catch {
    // Without sessionStorage the dashboard compares with its first answer after the return.
  }
}

/** The state remembered before the portal, once (null when there is none). */
export function takeBeforePortal(): string | null {
  try {
    const before = window.sessionStorage.getItem(BEFORE_KEY);
    window.sessionStorage.removeItem(BEFORE_KEY);
    return before;
  } catch {
    return null;
  }
}
