/**
 * 'Jouw zoekwoorden' with Google's figures: for each of the customer's keywords, the Search
 * Console query equal to it (case-insensitive) over the last 28 imported days, read through the
 * shared per-query reader. A keyword Google showed to nobody in that period has no figures —
 * never a zero position or an estimate.
 */
import type { KeywordList } from "../../contract/keywords.ts";
import type { PerformancePeriod, PerformanceTotals } from "../../contract/search-performance.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { hasSearchConsoleProperty } from "./has-property.ts";
import { periodEndingAt } from "./period.ts";
import { readKeyed, readLastDataDay } from "./read-metrics.ts";

export interface KeywordFigures {
  status: KeywordList["searchConsole"];
  period: PerformancePeriod | null;
  /** Lower-cased keyword → its figures; absent when Google has no rows for it. */
  byKeyword: ReadonlyMap<string, PerformanceTotals>;
}

const NONE: ReadonlyMap<string, PerformanceTotals> = new Map();

export async function readKeywordFigures(
  sql: SqlRunner,
  userId: string,
  keywords: readonly string[],
): Promise<KeywordFigures> {
  if (!(await hasSearchConsoleProperty(sql, userId))) {
    return { status: "not-connected", period: null, byKeyword: NONE };
  }
  const lastDay = await readLastDataDay(sql, userId);
  if (!lastDay) return { status: "importing", period: null, byKeyword: NONE };
  const period = periodEndingAt(lastDay);
  if (keywords.length === 0) return { status: "connected", period, byKeyword: NONE };
  // At most one row per keyword: Google reports queries in lower case, so a query differing
  // only in case does not occur; should it, the first (most clicks) is the one shown.
  const rows = await readKeyed(sql, userId, "query", period, {
    keys: keywords,
    limit: keywords.length * 2,
  });
  const byKeyword = new Map<string, PerformanceTotals>();
  for (const { key, ...totals } of rows) {
    if (!byKeyword.has(key.toLowerCase())) byKeyword.set(key.toLowerCase(), totals);
  }
  return { status: "connected", period, byKeyword };
}
