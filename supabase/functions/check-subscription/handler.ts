import { upstreamFailure } from "../_shared/billing/failure.ts";
import { liveSubscription } from "../_shared/billing/live-subscription.ts";
import { refundRows } from "../_shared/billing/refund-notices.ts";
import { subscriptionAnswer } from "../_shared/billing/subscription-answer.ts";
import { getSql } from "../_shared/db.ts";
import { json } from "../_shared/http.ts";
import { startSignedIn } from "../_shared/request.ts";

/**
 * POST or GET /functions/v1/check-subscription (no body)
 *   -> { subscribed, subscription_tier, subscription_end, cancel_at_period_end, price_id, status,
 *        trial_end, payment_method, trial_available, discount, money_back, refunds }
 *
 * Answers from our rows, kept fresh by the webhook. When they are missing or stale it first pulls
 * the truth from Stripe (at most once per customer every few seconds), so a lost webhook heals
 * on this very check. When Stripe is down it answers from the rows it has rather than reporting
 * "not subscribed" as a fact.
 */
export async function handler(req: Request): Promise<Response> {
  const start = await startSignedIn(req, ["POST", "GET"]);
  if (!start.ok) return start.response;
  const { locale, user } = start;

  try {
    const sql = getSql();
    const { customer, rows, unchecked } = await liveSubscription(sql, user.id);
    // No checkout ever started: nothing to ask Stripe.
    if (!customer) return json(subscriptionAnswer({ rows: [], customer: null, refunds: [] }));
    if (unchecked && customer.synced_at === null) {
      // Never synced and Stripe not asked just now: "not subscribed" would be a guess.
      return upstreamFailure(
        "check-subscription",
        unchecked.reason === "unreachable"
          ? unchecked.error
          : "never synced, and another request asked Stripe a moment ago",
        locale,
      );
    }
    const refunds = await refundRows(sql, user.id);
    return json(subscriptionAnswer({ rows, customer, refunds }));
  } catch (error) {
    return upstreamFailure("check-subscription", error, locale);
  }
}
