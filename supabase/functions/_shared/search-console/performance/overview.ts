/**
 * The dashboard's overview of the customer's Search Console figures: the last 28 days against
 * the 28 before, the daily series for the chart, the top queries with their position change and
 * our posts' clicks since publication. Built only from the shared readers (read-metrics.ts).
 */
import {
  PERFORMANCE_OVERVIEW_LIMITS,
  type PerformanceChange,
  type PerformanceDay,
  type PerformanceOverview,
  type TopQuery,
} from "../../contract/search-performance-overview.ts";
import type { PerformancePeriod, PerformanceTotals } from "../../contract/search-performance.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { addDays, daysBetween } from "../import-window.ts";
import { percentChange, periodEndingAt, previousPeriod } from "./period.ts";
import { readPostPerformance } from "./post-clicks.ts";
import { readDailySeries, readKeyed, readLastDataDay, readTotals } from "./read-metrics.ts";

/** `after − before` when both exist (CTR in points, so ×100; position in places gained). */
export function totalsChange(before: PerformanceTotals, now: PerformanceTotals): PerformanceChange {
  return {
    clicksPercent: percentChange(before.clicks, now.clicks),
    impressionsPercent: percentChange(before.impressions, now.impressions),
    ctrPoints: before.ctr !== null && now.ctr !== null ? (now.ctr - before.ctr) * 100 : null,
    positionPlaces:
      before.position !== null && now.position !== null ? before.position - now.position : null,
  };
}

/** Every day of the period, with 0 for a day the import holds nothing for. */
async function readFullSeries(
  sql: SqlRunner,
  userId: string,
  period: PerformancePeriod,
): Promise<PerformanceDay[]> {
  const byDay = new Map((await readDailySeries(sql, userId, period)).map((d) => [d.day, d]));
  return Array.from({ length: daysBetween(period.from, period.to) }, (_, i) => {
    const day = addDays(period.from, i);
    const found = byDay.get(day);
    return { day, clicks: found?.clicks ?? 0, impressions: found?.impressions ?? 0 };
  });
}

/** The period's top queries, each with its position over the period before (null: "nieuw"). */
async function readTopQueries(
  sql: SqlRunner,
  userId: string,
  period: PerformancePeriod,
  before: PerformancePeriod,
): Promise<TopQuery[]> {
  const top = await readKeyed(sql, userId, "query", period, {
    limit: PERFORMANCE_OVERVIEW_LIMITS.topQueries,
  });
  if (top.length === 0) return [];
  const earlier = await readKeyed(sql, userId, "query", before, {
    limit: top.length,
    keys: top.map((row) => row.key),
  });
  // readKeyed compares keys case-insensitively; two queries differing only in case are rare.
  const previous = new Map(earlier.map((row) => [row.key.toLowerCase(), row.position]));
  return top.map((row) => {
    const previousPosition = previous.get(row.key.toLowerCase()) ?? null;
    return {
      query: row.key,
      clicks: row.clicks,
      impressions: row.impressions,
      position: row.position,
      previousPosition,
      positionChange:
        previousPosition !== null && row.position !== null ? previousPosition - row.position : null,
    };
  });
}

/** The overview for the user, or null when the import holds no day yet. */
export async function readPerformanceOverview(
  sql: SqlRunner,
  userId: string,
): Promise<PerformanceOverview | null> {
  const lastDay = await readLastDataDay(sql, userId);
  if (lastDay === null) return null;
  const period = periodEndingAt(lastDay);
  const before = previousPeriod(period);
  const [totals, previousTotals, daily, topQueries, posts] = await Promise.all([
    readTotals(sql, userId, period),
    readTotals(sql, userId, before),
    readFullSeries(sql, userId, period),
    readTopQueries(sql, userId, period, before),
    readPostPerformance(sql, userId, lastDay),
  ]);
  return {
    period,
    previousPeriod: before,
    totals,
    previousTotals,
    change: totalsChange(previousTotals, totals),
    daily,
    topQueries,
    posts,
  };
}
