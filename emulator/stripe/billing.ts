import { now, type StripeContext } from "./context.ts";
import { changedFields, emitEvent } from "./events.ts";
import { newId } from "./ids.ts";
import { newDiscount, newSubscription } from "./subscription-object.ts";
import { recordPeriodInvoice } from "./resources/invoices.ts";
import type {
  CouponObject,
  PriceObject,
  PromotionCodeObject,
  SubscriptionObject,
  TrialEndBehavior,
} from "./types.ts";

/** Double-only bookkeeping of a subscription. */
export interface SubscriptionState {
  /** Paid periods since the billing cycle anchor (0 during a trial). */
  periods: number;
  coupon: string | null;
  discountPeriodsLeft: number;
  /** `customer.subscription.trial_will_end` went out. */
  trialWillEndSent?: boolean;
}

const DAY = 24 * 60 * 60;

export interface StartInput {
  customer: string;
  price: PriceObject;
  quantity: number;
  metadata: Record<string, string>;
  promotionCode: PromotionCodeObject | null;
  checkoutSession: string | null;
  /** The card Checkout collected (none for a trial without a payment method). */
  defaultPaymentMethod: string | null;
  trial: { days: number; endBehavior: TrialEndBehavior } | null;
}

/**
 * A subscription from a completed Checkout: active with a paid first invoice, or trialing with
 * Stripe's € 0 trial invoice. Subscription, invoice and payment are all stored before the first
 * event goes out, as Stripe only shows a subscription active once its first invoice is paid.
 */
export async function startSubscription(ctx: StripeContext, input: StartInput) {
  const start = now(ctx);
  const id = newId("sub", 24);
  const coupon = input.promotionCode
    ? await ctx.store.get<CouponObject>(input.promotionCode.promotion.coupon, "coupon")
    : null;
  const discounts: string[] = [];
  if (coupon && input.promotionCode) {
    const discount = newDiscount(coupon, input.promotionCode.id, {
      id,
      customer: input.customer,
      start,
      checkoutSession: input.checkoutSession,
    });
    await ctx.store.insert(discount);
    discounts.push(discount.id);
  }
  const trial = input.trial
    ? { end: start + input.trial.days * DAY, endBehavior: input.trial.endBehavior }
    : null;
  const subscription = newSubscription({ ...input, id, start, discounts, trial });
  const state: SubscriptionState = {
    periods: trial ? 0 : 1,
    coupon: coupon?.id ?? null,
    discountPeriodsLeft: coupon ? couponPeriods(coupon) : 0,
  };
  const { invoice, emit } = await recordPeriodInvoice(ctx, {
    subscription,
    coupon,
    reason: "subscription_create",
    paid: true,
    free: trial !== null,
    paymentMethod: input.defaultPaymentMethod,
  });
  const started = { ...subscription, latest_invoice: invoice.id };
  await ctx.store.insert(started, { ...state });
  await emitEvent(ctx, "customer.subscription.created", started);
  await emit();
  // A trial's € 0 invoice does not use up a discounted month.
  if (trial) return started;
  return finishPeriod(ctx, started, state, null);
}

function couponPeriods(coupon: CouponObject): number {
  if (coupon.duration === "forever") return Number.MAX_SAFE_INTEGER;
  if (coupon.duration === "repeating") return coupon.duration_in_months ?? 1;
  return 1;
}

/** Counts a billed period against the coupon; drops the discount once it is used up. */
export async function finishPeriod(
  ctx: StripeContext,
  subscription: SubscriptionObject,
  state: SubscriptionState,
  before: SubscriptionObject | null,
) {
  const next = { ...state };
  if (next.coupon) next.discountPeriodsLeft = Math.max(0, next.discountPeriodsLeft - 1);
  let after = subscription;
  if (next.coupon && next.discountPeriodsLeft === 0 && after.discounts.length > 0) {
    after = { ...after, discounts: [] };
    next.coupon = null;
  }
  await ctx.store.update(after, { ...next });
  if (before) {
    await emitEvent(ctx, "customer.subscription.updated", after, changedFields(before, after));
  } else if (after.discounts.length === 0 && subscription.discounts.length > 0) {
    await emitEvent(ctx, "customer.subscription.updated", after, {
      discounts: subscription.discounts,
    });
  }
  return after;
}

/** Ends a subscription now (DELETE, or the end of a period that was set to cancel). */
export async function endSubscription(
  ctx: StripeContext,
  subscription: SubscriptionObject,
  at: number,
) {
  const after: SubscriptionObject = {
    ...subscription,
    status: "canceled",
    ended_at: at,
    canceled_at: subscription.canceled_at ?? at,
    cancel_at: subscription.cancel_at ?? null,
  };
  await ctx.store.update(after);
  await emitEvent(ctx, "customer.subscription.deleted", after);
  return after;
}
