import type { Stripe } from "../stripe.ts";
import { isPriceId } from "../contract/plans.ts";
import type { SubscriptionStatus } from "../contract/billing.ts";

/** public.subscriptions as the functions read and write it. */
export interface SubscriptionRow {
  id: string;
  user_id: string;
  stripe_customer_id: string;
  status: SubscriptionStatus;
  price_lookup_key: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  ended_at: Date | null;
  synced_at: Date;
}

const toDate = (seconds: number | null | undefined) =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;

/**
 * The row for a Stripe subscription. The period end moved from the subscription to its items in
 * API version 2025-03-31.basil; read the item first and fall back to the old place, so neither
 * shape ends in `new Date(NaN)` (stripe-contract §4, pitfall 2).
 */
export function rowFromStripe(
  subscription: Stripe.Subscription,
  userId: string,
): Omit<SubscriptionRow, "synced_at"> {
  const item = subscription.items.data[0];
  const legacy = subscription as unknown as { current_period_end?: number };
  const lookupKey = item?.price.lookup_key ?? null;
  return {
    id: subscription.id,
    user_id: userId,
    stripe_customer_id:
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    status: subscription.status as SubscriptionStatus,
    // A price outside the catalogue is stored as null: it entitles to nothing.
    price_lookup_key: isPriceId(lookupKey) ? lookupKey : null,
    current_period_end: toDate(item?.current_period_end ?? legacy.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: toDate(subscription.canceled_at),
    ended_at: toDate(subscription.ended_at),
  };
}
