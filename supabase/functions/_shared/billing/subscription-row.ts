import type { Stripe } from "../stripe.ts";
import { isPriceId } from "../contract/plans.ts";
import type { SubscriptionStatus } from "../contract/billing.ts";

/** What the dashboard shows about a subscription beyond its plan and period. */
export interface SubscriptionDetails {
  trial_end: Date | null;
  /** A card is on file for it (its own default, or the customer's default for invoices). */
  has_payment_method: boolean;
  /** Price per period excl. btw while a discount lasts; null without a discount. */
  discounted_amount_cents: number | null;
  /** Price per period excl. btw without the discount; null without a discount. */
  full_amount_cents: number | null;
  /** When the discount stops applying; null without a discount or for one that never ends. */
  discount_end: Date | null;
}

/**
 * public.subscriptions as the functions read and write it. The details are optional here: rows
 * read by code that does not select them simply lack them.
 */
export interface SubscriptionRow extends Partial<SubscriptionDetails> {
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

const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

/**
 * The row for a Stripe subscription. The period end moved from the subscription to its items in
 * API version 2025-03-31.basil; read the item first and fall back to the old place, so neither
 * shape ends in `new Date(NaN)`.
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
    stripe_customer_id: idOf(subscription.customer),
    status: subscription.status as SubscriptionStatus,
    // A price outside the catalogue is stored as null: it entitles to nothing.
    price_lookup_key: isPriceId(lookupKey) ? lookupKey : null,
    current_period_end: toDate(item?.current_period_end ?? legacy.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: toDate(subscription.canceled_at),
    ended_at: toDate(subscription.ended_at),
  };
}

/**
 * Trial end, payment method and discount of a subscription listed with
 * `expand: ["data.customer", "data.discounts.source.coupon"]`; unexpanded parts read as absent.
 */
export function detailsFromStripe(subscription: Stripe.Subscription): SubscriptionDetails {
  const customer = typeof subscription.customer === "object" ? subscription.customer : null;
  const customerDefault =
    customer && !customer.deleted ? customer.invoice_settings?.default_payment_method : null;
  const item = subscription.items.data[0];
  const full = item ? (item.price.unit_amount ?? 0) * (item.quantity ?? 1) : 0;
  const discount = subscription.discounts?.find(
    (candidate): candidate is Stripe.Discount =>
      typeof candidate === "object" && typeof candidate.source?.coupon === "object",
  );
  const coupon = discount?.source.coupon as Stripe.Coupon | undefined;
  return {
    trial_end: toDate(subscription.trial_end),
    has_payment_method: Boolean(subscription.default_payment_method ?? customerDefault),
    discounted_amount_cents: coupon ? discountedAmount(full, coupon) : null,
    full_amount_cents: coupon ? full : null,
    discount_end: toDate(discount?.end),
  };
}

/** The amount a coupon leaves of `cents` (rounded like Stripe's invoice lines). */
function discountedAmount(cents: number, coupon: Stripe.Coupon): number {
  if (coupon.percent_off) return cents - Math.round((cents * coupon.percent_off) / 100);
  return Math.max(0, cents - (coupon.amount_off ?? 0));
}
