import {
  PERFORMANCE_MESSAGES,
  performanceQuerySchema,
  type PerformanceErrorCode,
} from "../_shared/contract/performance-api.ts";
import { json } from "../_shared/http.ts";
import { historyStart, pacificToday } from "../_shared/search-console/import-window.ts";
import { validationError } from "../_shared/public-api/responses.ts";
import { performanceAnswer } from "../_shared/search-console/performance/performance-answer.ts";
import type { ApiContext } from "./routes.ts";

const CONFLICT_MESSAGES: Record<Exclude<PerformanceErrorCode, "invalid_query">, string> = {
  search_console_not_connected: PERFORMANCE_MESSAGES.notConnected,
  search_console_no_data: PERFORMANCE_MESSAGES.noData,
};

/**
 * GET /api/v1/performance?from&to&dimension&limit&offset: Search Console figures from the
 * import. Bad input is a 422 with the message per parameter; no property or no imported day yet
 * is a 409. Every error carries a stable `code` next to the Dutch message.
 */
export async function getPerformanceRoute(c: ApiContext): Promise<Response> {
  // Search Console's days are Pacific days: "today" and "16 months back" are counted in them.
  const today = pacificToday(new Date());
  const parsed = performanceQuerySchema({ earliest: historyStart(today), latest: today }).safeParse(
    {
      from: c.req.query("from"),
      to: c.req.query("to"),
      dimension: c.req.query("dimension"),
      limit: c.req.query("limit"),
      offset: c.req.query("offset"),
    },
  );
  if (!parsed.success) return validationError(parsed.error, { code: "invalid_query" });
  const result = await performanceAnswer(c.get("sql"), c.get("caller").userId, parsed.data);
  if (!result.ok) return json({ error: CONFLICT_MESSAGES[result.code], code: result.code }, 409);
  return json(result.answer);
}
