import { getCaller } from "../_shared/auth.ts";
import { storedCustomer } from "../_shared/billing/customers.ts";
import { upstreamFailure } from "../_shared/billing/failure.ts";
import { refundRows } from "../_shared/billing/refund-notices.ts";
import { subscriptionAnswer } from "../_shared/billing/subscription-answer.ts";
import { isStale, subscriptionRows } from "../_shared/billing/subscription-state.ts";
import { syncSubscription } from "../_shared/billing/sync-subscription.ts";
import { handleCors } from "../_shared/cors.ts";
import { getSql } from "../_shared/db.ts";
import { json, methodNotAllowed } from "../_shared/http.ts";
import { requestLocale } from "../_shared/request-locale.ts";
import { getStripe } from "../_shared/stripe.ts";

/**
 * POST or GET /functions/v1/check-subscription (no body)
 *   -> { subscribed, subscription_tier, subscription_end, cancel_at_period_end, price_id, status,
 *        trial_end, payment_method, trial_available, discount, money_back, refunds }
 *
 * Answers from our rows, kept fresh by the webhook. When they are missing or stale it first pulls
 * the truth from Stripe, so a lost webhook heals on the next check. When Stripe is down it answers
 * from the rows it has rather than reporting "not subscribed" as a fact.
 */
export async function handler(req: Request): Promise<Response> {
  const preflight = handleCors(req);
  if (preflight) return preflight;
  const locale = requestLocale(req);
  if (req.method !== "POST" && req.method !== "GET") {
    return methodNotAllowed(["POST", "GET"], locale);
  }

  const caller = await getCaller(req);
  if (!caller.ok) return caller.response;

  try {
    const sql = getSql();
    let customer = await storedCustomer(sql, caller.user.id);
    // No checkout ever started: nothing to ask Stripe.
    if (!customer) return json(subscriptionAnswer({ rows: [], customer: null, refunds: [] }));

    let rows = await subscriptionRows(sql, caller.user.id);
    if (isStale(customer.synced_at, rows)) {
      try {
        await syncSubscription(getStripe(), sql, customer.stripe_customer_id);
        rows = await subscriptionRows(sql, caller.user.id);
        customer = (await storedCustomer(sql, caller.user.id)) ?? customer;
      } catch (error) {
        if (customer.synced_at === null)
          return upstreamFailure("check-subscription", error, locale);
        console.error("check-subscription: Stripe unreachable, answering from stored rows", error);
      }
    }
    const refunds = await refundRows(sql, caller.user.id);
    return json(subscriptionAnswer({ rows, customer, refunds }));
  } catch (error) {
    return upstreamFailure("check-subscription", error, locale);
  }
}
