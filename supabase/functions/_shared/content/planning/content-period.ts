/**
 * The subscription period content counts against (docs/decisions/023-content-automation.md).
 * Plans are monthly and the subscription rows keep only `current_period_end`, so a period is the
 * month before that end. Dates are UTC calendar days (YYYY-MM-DD), as the calendar shows them.
 */
import { type LiveSubscription, liveSubscription } from "../../billing/live-subscription.ts";
import type { PlanFacts } from "../../contract/plans.ts";
import type { Sql } from "../../db.ts";

export interface ContentPeriod {
  /** First day of the period (inclusive). */
  start: string;
  /** Day the next period starts (exclusive). */
  end: string;
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** The month that ends at `periodEnd`; never starting after today. */
export function periodEndingAt(periodEnd: Date, now = new Date()): ContentPeriod {
  const start = new Date(periodEnd);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const today = isoDay(now);
  const startDay = isoDay(start) > today ? today : isoDay(start);
  return { start: startDay, end: isoDay(periodEnd) };
}

export interface ContentSubscription {
  plan: PlanFacts;
  period: ContentPeriod;
}

/**
 * The live plan and its current period, from Stripe's state (liveSubscription re-reads stale or
 * ended periods from Stripe first). Null without a live plan, or while the renewal of an ended
 * period is not known yet (the caller retries later rather than guess the new period).
 */
export function contentSubscriptionOf(
  { plan, current }: LiveSubscription,
  now = new Date(),
): ContentSubscription | null {
  const periodEnd = current?.current_period_end;
  if (!plan || !periodEnd || periodEnd.getTime() <= now.getTime()) return null;
  return { plan, period: periodEndingAt(periodEnd, now) };
}

export async function contentSubscription(
  sql: Sql,
  userId: string,
  now = new Date(),
): Promise<ContentSubscription | null> {
  return contentSubscriptionOf(await liveSubscription(sql, userId), now);
}
