/**
 * GET /search-console/performance: the dashboard's "Resultaten uit Google" (issue 21), answered
 * by the search-console function and parsed by the browser with the same schema.
 *
 * Figures cover "the last 28 days" ending at the newest imported day (Search Console lags 2–3
 * days) against the 28 days before; the answer names both periods so the screen can state them.
 * Every figure is read from the import through `_shared/search-console/performance/`, so it
 * equals what Search Console answers for the same property and days.
 */
import { z } from "zod";
import { searchConsoleImportStatusSchema } from "./search-console.ts";
import { performancePeriodSchema, performanceTotalsSchema } from "./search-performance.ts";

/** How many of the period's top queries and of our newest published posts the panel lists. */
export const PERFORMANCE_OVERVIEW_LIMITS = { topQueries: 10, posts: 20 } as const;

export const performanceChangeSchema = z.object({
  /** Relative change of clicks / impressions in percent; null when the period before had none. */
  clicksPercent: z.number().nullable(),
  impressionsPercent: z.number().nullable(),
  /** CTR now minus CTR before, in percentage points; null when either period had no impressions. */
  ctrPoints: z.number().nullable(),
  /**
   * Positions gained: position before minus position now, so +2 means two places higher in
   * Google; null when either period had no impressions.
   */
  positionPlaces: z.number().nullable(),
});
export type PerformanceChange = z.output<typeof performanceChangeSchema>;

export const performanceDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  clicks: z.number().int().min(0),
  impressions: z.number().int().min(0),
});
export type PerformanceDay = z.output<typeof performanceDaySchema>;

export const topQuerySchema = z.object({
  query: z.string(),
  clicks: z.number().int().min(0),
  impressions: z.number().int().min(0),
  position: z.number().min(0).nullable(),
  /** The position over the period before; null when the query had no impressions then ("nieuw"). */
  previousPosition: z.number().min(0).nullable(),
  /** Places gained (previous − now); null for a new query. */
  positionChange: z.number().nullable(),
});
export type TopQuery = z.output<typeof topQuerySchema>;

export const postPerformanceSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The post's address on the customer's WordPress site; null when we have none. */
  url: z.string().nullable(),
  publishedAt: z.string(),
  /** Since the day of publication through the newest imported day; null without a URL or data. */
  clicks: z.number().int().min(0).nullable(),
  impressions: z.number().int().min(0).nullable(),
});
export type PostPerformance = z.output<typeof postPerformanceSchema>;

export const performanceOverviewSchema = z.object({
  period: performancePeriodSchema,
  previousPeriod: performancePeriodSchema,
  totals: performanceTotalsSchema,
  previousTotals: performanceTotalsSchema,
  change: performanceChangeSchema,
  /** One entry per day of `period`, oldest first; a day Google had no data for counts 0. */
  daily: z.array(performanceDaySchema),
  topQueries: z.array(topQuerySchema),
  posts: z.array(postPerformanceSchema),
});
export type PerformanceOverview = z.output<typeof performanceOverviewSchema>;

export const searchPerformanceAnswerSchema = z.discriminatedUnion("status", [
  /** No Google connection: the connect card is the way in. */
  z.object({ status: z.literal("not_connected") }),
  /** Google no longer honours the grant: the card offers 'Opnieuw koppelen'. */
  z.object({ status: z.literal("broken"), error: z.string() }),
  /** Connected, but no property chosen yet. */
  z.object({ status: z.literal("no_property") }),
  /**
   * The first import has not started (import null) or its 16-month backfill is still running:
   * until it reaches the present, "the last 28 days" would be months old.
   */
  z.object({
    status: z.literal("importing"),
    import: searchConsoleImportStatusSchema.nullable(),
  }),
  /** Imported, but Google has no data for the property yet. */
  z.object({ status: z.literal("no_data"), import: searchConsoleImportStatusSchema }),
  z.object({
    status: z.literal("ready"),
    import: searchConsoleImportStatusSchema,
    overview: performanceOverviewSchema,
  }),
]);
export type SearchPerformanceAnswer = z.output<typeof searchPerformanceAnswerSchema>;
