/**
 * The bounds of GET /api/v1/performance as plain data: the public /api-documentation page names
 * them and must not load zod (performance-api.ts validates with them).
 */

export const PERFORMANCE_DIMENSIONS = ["date", "query", "page"] as const;

export const PERFORMANCE_API_LIMITS = {
  /** Rows per answer for query and page (Search Console lists at most this many a day too). */
  maxRows: 500,
  defaultRows: 100,
  /** How far `offset` may page; the rows before it are read too, so it is bounded. */
  maxOffset: 25_000,
  /** How far back Search Console keeps data, and so the longest period. */
  historyMonths: 16,
} as const;
