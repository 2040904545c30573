import type { Sql } from "../db.ts";
import {
  ENTITLED_STATUSES,
  NOT_SUBSCRIBED,
  type CheckSubscriptionResponse,
} from "../contract/billing.ts";
import { planByPriceId, planRank } from "../contract/plans.ts";
import type { SubscriptionRow } from "./subscription-row.ts";

export async function subscriptionRows(sql: Sql, userId: string): Promise<SubscriptionRow[]> {
  return sql<SubscriptionRow[]>`
    select id, user_id, stripe_customer_id, status, price_lookup_key, current_period_end,
           cancel_at_period_end, canceled_at, ended_at, synced_at, trial_end, has_payment_method,
           discounted_amount_cents, full_amount_cents, discount_end
    from public.subscriptions where user_id = ${userId}::uuid`;
}

/**
 * The subscription that decides the caller's plan: among entitling rows with a catalogue price,
 * the highest plan (should two live subscriptions exist for a moment, before the newer one is
 * ended, the customer must not see the lower tier).
 */
export function currentSubscription(rows: SubscriptionRow[]): SubscriptionRow | undefined {
  return rows
    .filter((row) => ENTITLED_STATUSES.includes(row.status) && planByPriceId(row.price_lookup_key))
    .sort(
      (a, b) =>
        planRank(planByPriceId(b.price_lookup_key)!.id) -
        planRank(planByPriceId(a.price_lookup_key)!.id),
    )[0];
}

export function toResponse(row: SubscriptionRow | undefined): CheckSubscriptionResponse {
  const plan = planByPriceId(row?.price_lookup_key);
  if (!row || !plan) return NOT_SUBSCRIBED;
  return {
    subscribed: true,
    subscription_tier: plan.name,
    subscription_end: row.current_period_end ? row.current_period_end.toISOString() : null,
    cancel_at_period_end: row.cancel_at_period_end,
    price_id: plan.priceId,
    status: row.status,
  };
}

/** A live plan's state older than this is re-read from Stripe (a lost update heals). */
export const STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * However stale the state, one customer's state is asked of Stripe at most this often (the
 * `stripe_checked_at` memo, heal-subscription.ts): a missing row must not mean a Stripe call on
 * every request, and a customer back from Checkout still sees their plan within seconds.
 */
export const STRIPE_CHECK_INTERVAL_SECONDS = 5;

/**
 * Whether to ask Stripe before answering: never synced; no subscription that entitles (a paid
 * checkout whose webhook was lost looks exactly like this, so it heals at once); a live plan
 * synced too long ago; or a live period that has ended (a renewal or cancellation we have not
 * heard of).
 */
export function isStale(
  customerSyncedAt: Date | null,
  rows: SubscriptionRow[],
  now = Date.now(),
): boolean {
  if (!customerSyncedAt || !currentSubscription(rows)) return true;
  if (now - customerSyncedAt.getTime() > STALE_AFTER_MS) return true;
  return rows.some(
    (row) =>
      ENTITLED_STATUSES.includes(row.status) &&
      row.current_period_end !== null &&
      row.current_period_end.getTime() < now,
  );
}
