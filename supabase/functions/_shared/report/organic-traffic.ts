/**
 * The report's "Organisch verkeer uit Google", read from the imported Search Console rows.
 *
 * Computed when the report is read (the page and the PDF alike), not stored with the report: a
 * report made before the first import (the onboarding scan usually is) shows the customer's
 * figures as soon as they are imported, and the page and its PDF always say the same. It stays
 * the report of its own day: the period ends at the newest imported day on or before the
 * report's date, so a later import never moves an older report's period forward.
 */
import {
  ORGANIC_MOVERS,
  ORGANIC_TOP_ROWS,
  ORGANIC_TREND_MONTHS,
  type OrganicTraffic,
} from "../contract/organic-traffic.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import { readDataRangeUntil } from "../search-console/performance/data-range.ts";
import { readMonthlyTrend } from "../search-console/performance/monthly-trend.ts";
import {
  percentChange,
  periodEndingAt,
  previousPeriod,
} from "../search-console/performance/period.ts";
import { readKeyed, readTotals } from "../search-console/performance/read-metrics.ts";
import { readWinnersLosers } from "../search-console/performance/winners-losers.ts";

async function isConnected(sql: SqlRunner, userId: string): Promise<boolean> {
  const rows = await sql`
    select 1 from public.search_console_connections where user_id = ${userId}`;
  return rows.length > 0;
}

/** `reportCreatedAt` is the report's ISO timestamp; its calendar day (UTC) bounds the data. */
export async function readOrganicTraffic(
  sql: SqlRunner,
  userId: string,
  reportCreatedAt: string,
): Promise<OrganicTraffic> {
  const held = await readDataRangeUntil(sql, userId, reportCreatedAt.slice(0, 10));
  // Imported figures stay readable after 'Ontkoppelen' when the customer kept them.
  if (!held) return { status: (await isConnected(sql, userId)) ? "no-data" : "not-connected" };

  const period = periodEndingAt(held.to);
  const before = previousPeriod(period);
  const totals = await readTotals(sql, userId, period);
  const previousTotals = await readTotals(sql, userId, before);
  const movers = await readWinnersLosers(sql, userId, period, before, ORGANIC_MOVERS);
  return {
    status: "ready",
    period,
    previousPeriod: before,
    totals,
    previousTotals,
    change: {
      clicks: percentChange(previousTotals.clicks, totals.clicks),
      impressions: percentChange(previousTotals.impressions, totals.impressions),
    },
    months: await readMonthlyTrend(sql, userId, held, ORGANIC_TREND_MONTHS),
    topQueries: await readKeyed(sql, userId, "query", period, { limit: ORGANIC_TOP_ROWS }),
    topPages: await readKeyed(sql, userId, "page", period, { limit: ORGANIC_TOP_ROWS }),
    ...movers,
  };
}
