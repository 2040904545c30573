/**
 * The one read of a customer's subscription: the stored customer and subscription rows, first
 * healed from Stripe when they may be out of date (heal-subscription.ts: a paid checkout whose
 * webhook was lost entitles at once, an ended plan whose webhook was lost stops entitling), and
 * the plan they decide. Every "which plan does this user have" goes through here — functions, the
 * public API and jobs — so money and entitlements always come from Stripe's state the same way.
 * When Stripe is unreachable the stored rows decide, and `unchecked` says so.
 */
import {
  entitlementsFor,
  planByPriceId,
  type Entitlements,
  type PlanFacts,
} from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { type StoredCustomer, storedCustomer } from "./customers.ts";
import { healedSubscriptionState, type SubscriptionState } from "./heal-subscription.ts";
import type { SubscriptionRow } from "./subscription-row.ts";
import { currentSubscription } from "./subscription-state.ts";

export interface LiveSubscription {
  /** Null when no checkout ever started: there is nothing to ask Stripe. */
  customer: StoredCustomer | null;
  rows: SubscriptionRow[];
  /** The row that decides the plan (the highest entitling one), or null. */
  current: SubscriptionRow | null;
  plan: PlanFacts | null;
  entitlements: Entitlements;
  unchecked: SubscriptionState["unchecked"];
}

/** What the rows decide: the deciding row, its plan and what that plan entitles to. */
export function subscriptionFrom(
  customer: StoredCustomer | null,
  rows: SubscriptionRow[],
  unchecked: SubscriptionState["unchecked"] = null,
): LiveSubscription {
  const current = currentSubscription(rows) ?? null;
  const plan = planByPriceId(current?.price_lookup_key) ?? null;
  return { customer, rows, current, plan, entitlements: entitlementsFor(plan), unchecked };
}

export async function liveSubscription(sql: Sql, userId: string): Promise<LiveSubscription> {
  const stored = await storedCustomer(sql, userId);
  if (!stored) return subscriptionFrom(null, []);
  const { customer, rows, unchecked } = await healedSubscriptionState(sql, userId, stored);
  if (unchecked?.reason === "unreachable") {
    console.error("billing: Stripe unreachable, deciding from stored rows", unchecked.error);
  }
  return subscriptionFrom(customer, rows, unchecked);
}
