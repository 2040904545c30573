/**
 * Fetches one window of the customer's property from Google: the totals per day, and per day the
 * top queries and top pages. Google's answers are paged with rowLimit/startRow; each day keeps
 * only its SEARCH_CONSOLE_IMPORT_LIMITS.topRowsPerDay best rows (clicks, then impressions).
 */
import { SEARCH_CONSOLE_IMPORT_LIMITS } from "../contract/search-console.ts";
import type { GoogleConfig } from "../google/google-config.ts";
import { queryAllSearchAnalytics, type SearchAnalyticsRow } from "../google/search-analytics.ts";
import type { ImportBatch, KeyedMetricRow, MetricRow } from "./import-store.ts";
import type { ImportWindow } from "./import-window.ts";

function metrics(row: SearchAnalyticsRow): Omit<MetricRow, "day"> {
  return {
    clicks: row.clicks,
    impressions: row.impressions,
    ctr: row.ctr,
    position: row.position,
  };
}

const byClicks = (a: KeyedMetricRow, b: KeyedMetricRow) =>
  b.clicks - a.clicks ||
  b.impressions - a.impressions ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Rows keyed [date, key] → the best `limit` per day. */
export function topPerDay(rows: readonly SearchAnalyticsRow[], limit: number): KeyedMetricRow[] {
  const days = new Map<string, KeyedMetricRow[]>();
  for (const row of rows) {
    const [day, key] = row.keys;
    if (!day || key === undefined) continue;
    const list = days.get(day) ?? [];
    list.push({ day, key, ...metrics(row) });
    days.set(day, list);
  }
  return [...days.values()].flatMap((list) => list.sort(byClicks).slice(0, limit));
}

export async function fetchImportBatch(
  config: GoogleConfig,
  accessToken: string,
  siteUrl: string,
  window: ImportWindow,
): Promise<ImportBatch> {
  const period = { startDate: window.startDate, endDate: window.endDate };
  const fetch = (dimensions: ("date" | "query" | "page")[]) =>
    queryAllSearchAnalytics(config, accessToken, siteUrl, { ...period, dimensions });
  const limit = SEARCH_CONSOLE_IMPORT_LIMITS.topRowsPerDay;
  const totals = (await fetch(["date"])).flatMap((row) =>
    row.keys[0] ? [{ day: row.keys[0], ...metrics(row) }] : [],
  );
  const queries = topPerDay(await fetch(["date", "query"]), limit);
  const pages = topPerDay(await fetch(["date", "page"]), limit);
  return { propertyUrl: siteUrl, ...period, totals, queries, pages };
}
