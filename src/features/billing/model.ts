import type { CheckSubscriptionResponse } from "@contract/billing";
import { ENTITLED_STATUSES } from "@contract/billing";
import { entitlementsFor, planByPriceId, type Entitlements } from "@contract/plans";

/** The plan a subscription answer entitles to: a known price with a live status, else none. */
export function entitledPlan(subscription: CheckSubscriptionResponse | undefined) {
  if (!subscription?.subscribed || !subscription.status) return undefined;
  if (!ENTITLED_STATUSES.includes(subscription.status)) return undefined;
  return planByPriceId(subscription.price_id);
}

export function entitlementsOf(subscription: CheckSubscriptionResponse | undefined): Entitlements {
  return entitlementsFor(entitledPlan(subscription));
}

/** Back from a paid Checkout (`?checkout_success=true`): the subscription may still be on its way. */
export function isCheckoutReturn(search: string): boolean {
  return new URLSearchParams(search).get("checkout_success") === "true";
}
