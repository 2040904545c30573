import { storedCustomer } from "./customers.ts";
import { healedSubscriptionState } from "./heal-subscription.ts";
import { currentSubscription } from "./subscription-state.ts";
import { entitlementsFor, planByPriceId, type Entitlements } from "../contract/plans.ts";
import type { Sql } from "../db.ts";

/**
 * What the user's subscription entitles to, read from the subscription rows the webhook keeps
 * (never from a flag the browser sends). Like check-subscription, rows that may be out of date
 * are first healed from Stripe: a paid checkout whose webhook was lost entitles at once, and an
 * ended Power subscription whose webhook was lost stops entitling. When Stripe is unreachable
 * the stored rows decide.
 */
export async function entitlementsOfUser(sql: Sql, userId: string): Promise<Entitlements> {
  const customer = await storedCustomer(sql, userId);
  if (!customer) return entitlementsFor(null);
  const { rows, unchecked } = await healedSubscriptionState(sql, userId, customer);
  if (unchecked?.reason === "unreachable") {
    console.error("entitlements: Stripe unreachable, deciding from stored rows", unchecked.error);
  }
  return entitlementsFor(planByPriceId(currentSubscription(rows)?.price_lookup_key));
}

/**
 * Reading versus writing. What a customer made stays theirs: listing, opening and exporting
 * their drafts and reports needs only their own session, also after the subscription ended.
 * Writing — new or edited posts, topic changes, scans, publishing, the public API — needs a live
 * plan (`writeAccess`). `ended` tells a customer whose subscription (paid or trial) has ended
 * from one who never had one, so the screens can say "read-only" instead of "choose a plan".
 */
export interface Access {
  entitlements: Entitlements;
  writeAccess: boolean;
  ended: boolean;
}

/** Checkout sessions that were never paid leave these rows; they are no subscription that ended. */
const NEVER_STARTED = ["incomplete", "incomplete_expired"];

export async function accessOfUser(sql: Sql, userId: string): Promise<Access> {
  const entitlements = await entitlementsOfUser(sql, userId);
  if (entitlements.plan !== null) return { entitlements, writeAccess: true, ended: false };
  const [had] = await sql`
    select 1 from public.subscriptions
    where user_id = ${userId}::uuid and status <> all(${NEVER_STARTED}) limit 1`;
  return { entitlements, writeAccess: false, ended: had !== undefined };
}
