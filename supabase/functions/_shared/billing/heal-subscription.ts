/**
 * The customer's subscription rows, first healed from Stripe when they may be out of date
 * (isStale: e.g. a checkout whose webhook was lost), for check-subscription and the entitlement
 * check alike. Stripe is asked at most once per customer every STRIPE_CHECK_INTERVAL_SECONDS:
 * the request that claims `stripe_customers.stripe_checked_at` asks, and the others answer from
 * the stored rows meanwhile (docs/decisions/047-recovery-in-seconds.md).
 */
import type { Sql } from "../db.ts";
import { getStripe } from "../stripe.ts";
import { type StoredCustomer, storedCustomer } from "./customers.ts";
import type { SubscriptionRow } from "./subscription-row.ts";
import { isStale, STRIPE_CHECK_INTERVAL_SECONDS, subscriptionRows } from "./subscription-state.ts";
import { syncSubscription } from "./sync-subscription.ts";

export interface SubscriptionState {
  customer: StoredCustomer;
  rows: SubscriptionRow[];
  /**
   * Stripe could not be asked: it failed just now (`unreachable`), or it was asked a moment
   * ago by another request and the rows are all we have (`asked-recently`). Null when the rows
   * are fresh or needed no check.
   */
  unchecked: { reason: "unreachable"; error: unknown } | { reason: "asked-recently" } | null;
}

/** Claims this customer's next look at Stripe; false when someone looked a moment ago. */
async function claimStripeCheck(sql: Sql, customerId: string): Promise<boolean> {
  const claimed = await sql`
    update public.stripe_customers set stripe_checked_at = now()
    where stripe_customer_id = ${customerId}
      and (stripe_checked_at is null
           or stripe_checked_at <= now() - make_interval(secs => ${STRIPE_CHECK_INTERVAL_SECONDS}))
    returning stripe_customer_id`;
  return claimed.length > 0;
}

export async function healedSubscriptionState(
  sql: Sql,
  userId: string,
  customer: StoredCustomer,
): Promise<SubscriptionState> {
  const rows = await subscriptionRows(sql, userId);
  if (!isStale(customer.synced_at, rows)) return { customer, rows, unchecked: null };
  if (!(await claimStripeCheck(sql, customer.stripe_customer_id))) {
    return { customer, rows, unchecked: { reason: "asked-recently" } };
  }
  try {
    await syncSubscription(getStripe(), sql, customer.stripe_customer_id);
  } catch (error) {
    return { customer, rows, unchecked: { reason: "unreachable", error } };
  }
  return {
    customer: (await storedCustomer(sql, userId)) ?? customer,
    rows: await subscriptionRows(sql, userId),
    unchecked: null,
  };
}
