import {
  PERFORMANCE_CATALOGUE,
  performanceQuerySchema,
  type PerformanceErrorCode,
} from "../_shared/contract/performance-api.ts";
import { json } from "../_shared/http.ts";
import { historyStart, pacificToday } from "../_shared/search-console/import-window.ts";
import { apiError, validationError } from "../_shared/public-api/responses.ts";
import { performanceAnswer } from "../_shared/search-console/performance/performance-answer.ts";
import type { ApiContext } from "./routes.ts";

const CONFLICT_MESSAGES = {
  search_console_not_connected: "notConnected",
  search_console_no_data: "noData",
} as const satisfies Record<Exclude<PerformanceErrorCode, "invalid_query">, string>;

/**
 * GET /api/v1/performance?from&to&dimension&limit&offset: Search Console figures from the
 * import. Bad input is a 422 with the message per parameter; no property or no imported day yet
 * is a 409. Every error carries a stable `code` next to the message in the request's language.
 */
export async function getPerformanceRoute(c: ApiContext): Promise<Response> {
  const locale = c.get("locale");
  const messages = PERFORMANCE_CATALOGUE[locale];
  // Search Console's days are Pacific days: "today" and "16 months back" are counted in them.
  const today = pacificToday(new Date());
  const parsed = performanceQuerySchema(
    { earliest: historyStart(today), latest: today },
    messages,
  ).safeParse({
    from: c.req.query("from"),
    to: c.req.query("to"),
    dimension: c.req.query("dimension"),
    limit: c.req.query("limit"),
    offset: c.req.query("offset"),
  });
  if (!parsed.success) return validationError(parsed.error, { locale }, "invalid_query");
  const result = await performanceAnswer(c.get("sql"), c.get("caller").userId, parsed.data);
  if (!result.ok) return apiError(409, result.code, messages[CONFLICT_MESSAGES[result.code]]);
  return json(result.answer);
}
