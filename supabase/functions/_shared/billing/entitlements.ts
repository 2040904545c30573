import type { Entitlements } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { type LiveSubscription, liveSubscription } from "./live-subscription.ts";

/** What the user's subscription entitles to, from Stripe's state (live-subscription.ts). */
export async function entitlementsOfUser(sql: Sql, userId: string): Promise<Entitlements> {
  return (await liveSubscription(sql, userId)).entitlements;
}

/**
 * Reading versus writing. What a customer made stays theirs: listing, opening and exporting
 * their drafts and reports needs only their own session, also after the subscription ended.
 * Writing — new or edited posts, topic changes, scans, publishing, the public API — needs a live
 * plan (`writeAccess`). `ended` tells a customer whose subscription (paid or trial) has ended
 * from one who never had one, so the screens can say "read-only" instead of "choose a plan".
 * `subscription` is the read it was decided from, for callers that need the plan or period too.
 */
export interface Access {
  entitlements: Entitlements;
  writeAccess: boolean;
  ended: boolean;
  subscription: LiveSubscription;
}

/** Checkout sessions that were never paid leave these rows; they are no subscription that ended. */
const NEVER_STARTED = ["incomplete", "incomplete_expired"];

export async function accessOfUser(sql: Sql, userId: string): Promise<Access> {
  const subscription = await liveSubscription(sql, userId);
  const { entitlements } = subscription;
  if (entitlements.plan !== null) {
    return { entitlements, writeAccess: true, ended: false, subscription };
  }
  const [had] = await sql`
    select 1 from public.subscriptions
    where user_id = ${userId}::uuid and status <> all(${NEVER_STARTED}) limit 1`;
  return { entitlements, writeAccess: false, ended: had !== undefined, subscription };
}
