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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a trial ending at `trialEnd` (rounded up: 13.2 days left reads "nog 14"). */
export function trialDaysLeft(trialEnd: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(trialEnd) - now) / DAY_MS));
}

/**
 * The last day a discount applies when it stops at `until` (exclusive): the invoice on `until`
 * is the first at full price, so the customer pays the discounted price up to the day before.
 */
export function lastDiscountedDay(until: string): string {
  return new Date(Date.parse(until) - DAY_MS).toISOString();
}

/** Query parameter the dashboard reads after a started trial (a purchase uses checkout_success). */
export const TRIAL_STARTED_PARAM = "trial_started";

/** Back from Stripe: a purchase (?checkout_success=true), a started trial, or neither. */
export function returnFromCheckout(search: string): "purchase" | "trial" | null {
  const params = new URLSearchParams(search);
  if (params.get("checkout_success") === "true") return "purchase";
  if (params.get(TRIAL_STARTED_PARAM) === "true") return "trial";
  return null;
}

/** Back from Checkout (bought or trial started): the subscription may still be on its way. */
export function isCheckoutReturn(search: string): boolean {
  return returnFromCheckout(search) !== null;
}
