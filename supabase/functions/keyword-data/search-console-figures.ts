import {
  RELATED_QUERY_LIMIT,
  type SearchConsoleFigures,
} from "../_shared/contract/keyword-data.ts";
import type { Sql } from "../_shared/db.ts";
import { loadConnection } from "../_shared/search-console/connection-store.ts";
import { periodEndingAt } from "../_shared/search-console/performance/period.ts";
import { readQueriesContaining } from "../_shared/search-console/performance/queries-containing.ts";
import { readKeyed, readLastDataDay } from "../_shared/search-console/performance/read-metrics.ts";

const NO_IMPRESSIONS = { clicks: 0, impressions: 0, ctr: null, position: null };

/**
 * The customer's own figures for the keyword over the last 28 days of imported data (Search
 * Console lags 2–3 days, so the period ends at the newest imported day and is shown with it).
 */
export async function searchConsoleFigures(
  sql: Sql,
  userId: string,
  keyword: string,
): Promise<SearchConsoleFigures> {
  const lastDay = await readLastDataDay(sql, userId);
  if (lastDay === null) {
    const connection = await loadConnection(sql, userId);
    return { status: connection?.propertyUrl ? "no-data" : "not-connected" };
  }
  const period = periodEndingAt(lastDay);
  const [exact] = await readKeyed(sql, userId, "query", period, { limit: 1, keys: [keyword] });
  const related = await readQueriesContaining(sql, userId, keyword, period, RELATED_QUERY_LIMIT);
  const query = exact
    ? {
        clicks: exact.clicks,
        impressions: exact.impressions,
        ctr: exact.ctr,
        position: exact.position,
      }
    : NO_IMPRESSIONS;
  return { status: "measured", period, query, related };
}
