import { endSubscription, type SubscriptionState } from "./billing.ts";
import { now, type StripeContext } from "./context.ts";
import { changedFields, emitEvent } from "./events.ts";
import type { SubscriptionObject } from "./types.ts";

/** Stripe announces the end of a trial this long before it (`trial_will_end`). */
export const TRIAL_WILL_END_NOTICE_SECONDS = 3 * 24 * 60 * 60;

/**
 * Sends `customer.subscription.trial_will_end` for trials ending within three days, once per
 * subscription. Returns how many went out.
 */
export async function announceEndingTrials(ctx: StripeContext): Promise<number> {
  let sent = 0;
  const trialing = (await ctx.store.list<SubscriptionObject>("subscription")).filter(
    (s) =>
      s.status === "trialing" &&
      s.trial_end !== null &&
      s.trial_end - TRIAL_WILL_END_NOTICE_SECONDS <= now(ctx),
  );
  for (const subscription of trialing) {
    const state = (await ctx.store.internal(subscription.id)) as unknown as SubscriptionState;
    if (state.trialWillEndSent) continue;
    await ctx.store.setInternal(subscription.id, { ...state, trialWillEndSent: true });
    await emitEvent(ctx, "customer.subscription.trial_will_end", subscription);
    sent++;
  }
  return sent;
}

/**
 * A trial ended and there is no card to charge: `trial_settings.end_behavior` decides. `cancel`
 * ends the subscription, `pause` pauses it; `create_invoice` returns null, and the renewal then
 * bills an invoice that stays open (past_due), as Stripe does.
 */
export async function endTrialWithoutPaymentMethod(
  ctx: StripeContext,
  subscription: SubscriptionObject,
): Promise<SubscriptionObject | null> {
  const behavior = subscription.trial_settings?.end_behavior.missing_payment_method;
  const at = subscription.trial_end ?? now(ctx);
  if (behavior === "cancel") {
    return endSubscription(
      ctx,
      {
        ...subscription,
        cancellation_details: { comment: null, feedback: null, reason: "cancellation_requested" },
      },
      at,
    );
  }
  if (behavior === "pause") {
    const paused: SubscriptionObject = { ...subscription, status: "paused" };
    await ctx.store.update(paused);
    await emitEvent(ctx, "customer.subscription.paused", paused);
    await emitEvent(
      ctx,
      "customer.subscription.updated",
      paused,
      changedFields(subscription, paused),
    );
    return paused;
  }
  return null;
}
