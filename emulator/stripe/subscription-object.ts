import { newId } from "./ids.ts";
import type {
  CouponObject,
  PriceObject,
  StripeObject,
  SubscriptionObject,
  TrialEndBehavior,
} from "./types.ts";

/** Same day `months` later (UTC), clamped to the month's last day, as Stripe's anchors do. */
export function addMonths(anchorSeconds: number, months: number): number {
  const anchor = new Date(anchorSeconds * 1000);
  const target = new Date(anchor);
  target.setUTCDate(1);
  target.setUTCMonth(anchor.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

export interface SubscriptionShape {
  id: string;
  start: number;
  customer: string;
  price: PriceObject;
  quantity: number;
  metadata: Record<string, string>;
  discounts: string[];
  defaultPaymentMethod: string | null;
  /** A free trial: the first period runs until `trialEnd` and the status is `trialing`. */
  trial: { end: number; endBehavior: TrialEndBehavior } | null;
}

/** A discount object for a coupon applied to a new subscription. */
export function newDiscount(
  coupon: CouponObject,
  promotionCode: string,
  subscription: { id: string; customer: string; start: number; checkoutSession: string | null },
): StripeObject {
  const { start } = subscription;
  return {
    id: newId("di", 24),
    object: "discount",
    checkout_session: subscription.checkoutSession,
    created: start,
    customer: subscription.customer,
    customer_account: null,
    end: coupon.duration === "repeating" ? addMonths(start, coupon.duration_in_months ?? 1) : null,
    invoice: null,
    invoice_item: null,
    promotion_code: promotionCode,
    source: { coupon: coupon.id, type: "coupon" },
    start,
    subscription: subscription.id,
    subscription_item: null,
  };
}

/**
 * A new active (or trialing) subscription in the current API shape (periods on the items, basil+).
 * A trial's first period ends with the trial, which also anchors the billing cycle.
 */
export function newSubscription(input: SubscriptionShape): SubscriptionObject {
  const { id, start, trial } = input;
  const periodEnd = trial ? trial.end : addMonths(start, 1);
  return {
    id,
    object: "subscription",
    application: null,
    automatic_tax: { disabled_reason: null, enabled: true, liability: { type: "self" } },
    billing_cycle_anchor: trial ? trial.end : start,
    billing_mode: { type: "flexible" },
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: start,
    currency: input.price.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    description: null,
    discounts: input.discounts,
    ended_at: null,
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: newId("si", 14),
          object: "subscription_item",
          created: start,
          current_period_start: start,
          current_period_end: periodEnd,
          discounts: [],
          metadata: {},
          price: input.price,
          quantity: input.quantity,
          subscription: id,
          tax_rates: [],
        },
      ],
    },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    start_date: start,
    status: trial ? "trialing" : "active",
    test_clock: null,
    trial_end: trial ? trial.end : null,
    trial_settings: {
      end_behavior: { missing_payment_method: trial?.endBehavior ?? "create_invoice" },
    },
    trial_start: trial ? start : null,
  };
}
