import { endSubscription, finishPeriod, type SubscriptionState } from "./billing.ts";
import { now, type StripeContext } from "./context.ts";
import { chargeablePaymentMethod } from "./payment-methods.ts";
import { billPeriod } from "./resources/invoices.ts";
import { addMonths } from "./subscription-object.ts";
import { announceEndingTrials, endTrialWithoutPaymentMethod } from "./trials.ts";
import type { CouponObject, SubscriptionObject } from "./types.ts";

/**
 * Bills the next period of a subscription whose period ended: a renewal, or the first paid period
 * after a trial (trialing → active). Ends it instead when it was set to cancel, and follows the
 * trial's end behaviour when a trial ends without a payment method.
 */
export async function renew(ctx: StripeContext, subscription: SubscriptionObject) {
  const state = (await ctx.store.internal(subscription.id)) as unknown as SubscriptionState;
  const item = subscription.items.data[0];
  if (subscription.cancel_at_period_end)
    return endSubscription(ctx, subscription, item.current_period_end);
  const paymentMethod = await chargeablePaymentMethod(ctx, subscription);
  const trialEnding = subscription.status === "trialing";
  if (trialEnding && !paymentMethod) {
    const ended = await endTrialWithoutPaymentMethod(ctx, subscription);
    if (ended) return ended;
  }
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
  const paid = !failing && (!trialEnding || paymentMethod !== null);
  const coupon = state.coupon ? await ctx.store.get<CouponObject>(state.coupon, "coupon") : null;
  const invoice = await billPeriod(ctx, {
    subscription: renewed,
    coupon,
    reason: "subscription_cycle",
    paid,
    paymentMethod,
  });
  const after: SubscriptionObject = {
    ...renewed,
    latest_invoice: invoice.id,
    status: paid ? "active" : "past_due",
  };
  return finishPeriod(ctx, after, { ...state, periods }, subscription);
}

/**
 * Announces trials that end within three days, then renews or ends every live subscription whose
 * period ended before the emulator's now. Returns how many subscriptions changed.
 */
export async function runDue(ctx: StripeContext): Promise<number> {
  let processed = await announceEndingTrials(ctx);
  for (;;) {
    const subscriptions = await ctx.store.list<SubscriptionObject>("subscription");
    const due = subscriptions.find(
      (s) =>
        (s.status === "active" || s.status === "past_due" || s.status === "trialing") &&
        s.items.data[0].current_period_end <= now(ctx),
    );
    if (!due) return processed;
    await renew(ctx, due);
    processed++;
  }
}
