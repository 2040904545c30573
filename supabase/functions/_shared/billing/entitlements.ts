import { storedCustomer } from "./customers.ts";
import { currentSubscription, isStale, subscriptionRows } from "./subscription-state.ts";
import { syncSubscription } from "./sync-subscription.ts";
import { entitlementsFor, planByPriceId, type Entitlements } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { getStripe } from "../stripe.ts";

/**
 * What the user's subscription entitles to, read from the subscription rows the webhook keeps
 * (never from a flag the browser sends). Like check-subscription, stale rows are first refreshed
 * from Stripe so an ended Power subscription whose webhook was lost stops entitling; when Stripe
 * is unreachable the stored rows decide.
 */
export async function entitlementsOfUser(sql: Sql, userId: string): Promise<Entitlements> {
  const customer = await storedCustomer(sql, userId);
  if (!customer) return entitlementsFor(null);
  let rows = await subscriptionRows(sql, userId);
  if (isStale(customer.synced_at, rows)) {
    try {
      await syncSubscription(getStripe(), sql, customer.stripe_customer_id);
      rows = await subscriptionRows(sql, userId);
    } catch (error) {
      console.error("entitlements: Stripe unreachable, deciding from stored rows", error);
    }
  }
  return entitlementsFor(planByPriceId(currentSubscription(rows)?.price_lookup_key));
}
