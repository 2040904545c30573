import { now, type StripeContext } from "./context.ts";
import { changedFields, emitEvent } from "./events.ts";
import { newId } from "./ids.ts";
import { addMonths, newDiscount, newSubscription } from "./subscription-object.ts";
import { billPeriod } from "./resources/invoices.ts";
import type {
  CouponObject,
  PriceObject,
  PromotionCodeObject,
  SubscriptionObject,
} from "./types.ts";

/** Double-only bookkeeping of a subscription. */
interface SubscriptionState {
  periods: number;
  coupon: string | null;
  discountPeriodsLeft: number;
}

export interface StartInput {
  customer: string;
  price: PriceObject;
  quantity: number;
  metadata: Record<string, string>;
  promotionCode: PromotionCodeObject | null;
  checkoutSession: string | null;
}

/** An active subscription with a paid first invoice (checkout's card already succeeded). */
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
  const subscription = newSubscription({ ...input, id, start, discounts });
  const state: SubscriptionState = {
    periods: 1,
    coupon: coupon?.id ?? null,
    discountPeriodsLeft: coupon ? couponPeriods(coupon) : 0,
  };
  await ctx.store.insert(subscription, { ...state });
  await emitEvent(ctx, "customer.subscription.created", subscription);
  const invoice = await billPeriod(ctx, {
    subscription,
    coupon,
    reason: "subscription_create",
    paid: true,
  });
  return finishPeriod(ctx, { ...subscription, latest_invoice: invoice.id }, state, null);
}

function couponPeriods(coupon: CouponObject): number {
  if (coupon.duration === "forever") return Number.MAX_SAFE_INTEGER;
  if (coupon.duration === "repeating") return coupon.duration_in_months ?? 1;
  return 1;
}

/** Counts a billed period against the coupon; drops the discount once it is used up. */
async function finishPeriod(
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

/** Bills the next period of a subscription whose period ended (or ends it when cancelling). */
export async function renew(ctx: StripeContext, subscription: SubscriptionObject) {
  const state = (await ctx.store.internal(subscription.id)) as unknown as SubscriptionState;
  const item = subscription.items.data[0];
  if (subscription.cancel_at_period_end)
    return endSubscription(ctx, subscription, item.current_period_end);
  const periods = (state.periods ?? 1) + 1;
  const renewed: SubscriptionObject = {
    ...subscription,
    items: {
      ...subscription.items,
      data: [
        {
          ...item,
          current_period_start: item.current_period_end,
          current_period_end: addMonths(subscription.billing_cycle_anchor, periods),
        },
      ],
    },
  };
  const failing = (await ctx.store.internal(subscription.customer)).failPayments === true;
  const coupon = state.coupon ? await ctx.store.get<CouponObject>(state.coupon, "coupon") : null;
  const invoice = await billPeriod(ctx, {
    subscription: renewed,
    coupon,
    reason: "subscription_cycle",
    paid: !failing,
  });
  const after: SubscriptionObject = {
    ...renewed,
    latest_invoice: invoice.id,
    status: failing ? "past_due" : "active",
  };
  return finishPeriod(ctx, after, { ...state, periods }, subscription);
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

/** Renews or ends every live subscription whose period ended before the emulator's now. */
export async function runDue(ctx: StripeContext): Promise<number> {
  let processed = 0;
  for (;;) {
    const subscriptions = await ctx.store.list<SubscriptionObject>("subscription");
    const due = subscriptions.find(
      (s) =>
        (s.status === "active" || s.status === "past_due") &&
        s.items.data[0].current_period_end <= now(ctx),
    );
    if (!due) return processed;
    await renew(ctx, due);
    processed++;
  }
}
