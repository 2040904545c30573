/**
 * Winners and losers: the queries whose clicks rose or fell most from the previous period to the
 * current one, with both figures. Both periods are read whole through readKeyed (a query missing
 * from a period had no clicks in its imported top rows), so nothing is sampled.
 */
import type { QueryMover } from "../../contract/organic-traffic.ts";
import { SEARCH_CONSOLE_IMPORT_LIMITS } from "../../contract/search-console.ts";
import type { PerformancePeriod } from "../../contract/search-performance.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { daysBetween } from "../import-window.ts";
import { readKeyed } from "./read-metrics.ts";

/** Every query a period can hold: each imported day keeps at most its top rows. */
const allQueriesOf = (period: PerformancePeriod) =>
  SEARCH_CONSOLE_IMPORT_LIMITS.topRowsPerDay * Math.max(1, daysBetween(period.from, period.to));

async function clicksByQuery(sql: SqlRunner, userId: string, period: PerformancePeriod) {
  const rows = await readKeyed(sql, userId, "query", period, { limit: allQueriesOf(period) });
  return new Map(rows.map((row) => [row.key, row.clicks]));
}

/** Biggest change first; equal changes by query, so the order is stable. */
const byChange = (a: QueryMover, b: QueryMover) =>
  Math.abs(b.change) - Math.abs(a.change) || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0);

export async function readWinnersLosers(
  sql: SqlRunner,
  userId: string,
  current: PerformancePeriod,
  previous: PerformancePeriod,
  count: number,
): Promise<{ winners: QueryMover[]; losers: QueryMover[] }> {
  const now = await clicksByQuery(sql, userId, current);
  const before = await clicksByQuery(sql, userId, previous);
  const movers: QueryMover[] = [];
  for (const query of new Set([...now.keys(), ...before.keys()])) {
    const clicks = now.get(query) ?? 0;
    const previousClicks = before.get(query) ?? 0;
    if (clicks !== previousClicks) {
      movers.push({ query, previousClicks, clicks, change: clicks - previousClicks });
    }
  }
  movers.sort(byChange);
  return {
    winners: movers.filter((mover) => mover.change > 0).slice(0, count),
    losers: movers.filter((mover) => mover.change < 0).slice(0, count),
  };
}
