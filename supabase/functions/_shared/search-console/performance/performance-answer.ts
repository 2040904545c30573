/**
 * The answer of GET /api/v1/performance from the imported rows, through the shared readers: the
 * period asked for (or the last 28 days ending at the newest imported day), the property's totals
 * and one row per day, query or page.
 */
import type {
  PerformanceAnswer,
  PerformanceErrorCode,
  PerformanceQuery,
} from "../../contract/performance-api.ts";
import { PERFORMANCE_API_LIMITS } from "../../contract/performance-api.ts";
import type { KeyedPerformance } from "../../contract/search-performance.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { hasSearchConsoleProperty } from "./has-property.ts";
import { periodEndingAt } from "./period.ts";
import { readDailySeries, readKeyed, readLastDataDay, readTotals } from "./read-metrics.ts";

export type PerformanceResult =
  | { ok: true; answer: PerformanceAnswer }
  | { ok: false; code: Exclude<PerformanceErrorCode, "invalid_query"> };

export async function performanceAnswer(
  sql: SqlRunner,
  userId: string,
  query: PerformanceQuery,
): Promise<PerformanceResult> {
  if (!(await hasSearchConsoleProperty(sql, userId))) {
    return { ok: false, code: "search_console_not_connected" };
  }
  const dataThrough = await readLastDataDay(sql, userId);
  if (!dataThrough) return { ok: false, code: "search_console_no_data" };
  const period =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : periodEndingAt(dataThrough);
  const totals = await readTotals(sql, userId, period);
  let rows: KeyedPerformance[];
  if (query.dimension === "date") {
    const days = await readDailySeries(sql, userId, period);
    rows = days.map(({ day, ...figures }) => ({ key: day, ...figures }));
  } else {
    // The shared reader has no offset: read through the page and drop what lies before it.
    const offset = query.offset ?? 0;
    const limit = query.limit ?? PERFORMANCE_API_LIMITS.defaultRows;
    const read = await readKeyed(sql, userId, query.dimension, period, { limit: offset + limit });
    rows = read.slice(offset);
  }
  return { ok: true, answer: { period, dimension: query.dimension, totals, rows, dataThrough } };
}
