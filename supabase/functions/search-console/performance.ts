import type { SearchConsoleMessages } from "../_shared/contract/search-console.ts";
import type { SearchPerformanceAnswer } from "../_shared/contract/search-performance-overview.ts";
import type { Sql } from "../_shared/db.ts";
import { readPerformanceOverview } from "../_shared/search-console/performance/overview.ts";
import { connectionState } from "./connection-state.ts";

/**
 * GET /search-console/performance: the state of the connection and its import, and once the
 * 16-month backfill has reached the present, the overview of the last 28 days. Read only from
 * the imported rows, so it answers without calling Google.
 */
export async function performanceAnswer(
  sql: Sql,
  userId: string,
  messages: SearchConsoleMessages,
): Promise<SearchPerformanceAnswer> {
  const state = await connectionState(sql, userId, messages);
  if (state.status === "not_connected") return { status: "not_connected" };
  if (state.status === "broken") return { status: "broken", error: state.error };
  if (state.property === null) return { status: "no_property" };
  const status = state.import ?? null;
  if (status === null || !status.backfillComplete) return { status: "importing", import: status };
  const overview = await readPerformanceOverview(sql, userId);
  if (overview === null) return { status: "no_data", import: status };
  return { status: "ready", import: status, overview };
}
