/**
 * Search Console figures as the product shows them (issue 21 "show it"): the dashboard, the
 * report's "Organisch verkeer uit Google", 'Jouw zoekwoorden', the planner and
 * GET /api/v1/performance all read the imported rows through
 * `_shared/search-console/performance/` and answer these shapes.
 *
 * How a figure over a period is made from the daily rows, the way Search Console makes it:
 * clicks and impressions are sums; CTR is clicks / impressions; the average position is
 * weighted by impressions (Σ position × impressions / Σ impressions), so a day or query with
 * many impressions counts more. Without impressions CTR and position are null ("niet gemeten"),
 * never 0.
 */
import { z } from "zod";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Days from `from` through `to`, both included (Search Console's own Pacific days). */
export const performancePeriodSchema = z.object({ from: isoDay, to: isoDay });
export type PerformancePeriod = z.output<typeof performancePeriodSchema>;

/** The length of the "last 28 days" window Search Console itself offers. */
export const PERFORMANCE_WINDOW_DAYS = 28;

/** Striking distance: already on page 1–2 with impressions, so a better post can win clicks. */
export const STRIKING_DISTANCE = { minPosition: 8, maxPosition: 20, minImpressions: 10 } as const;

export const performanceTotalsSchema = z.object({
  clicks: z.number().int().min(0),
  impressions: z.number().int().min(0),
  /** clicks / impressions (0–1); null without impressions. */
  ctr: z.number().min(0).nullable(),
  /** Impression-weighted average position (1 = top); null without impressions. */
  position: z.number().min(0).nullable(),
});
export type PerformanceTotals = z.output<typeof performanceTotalsSchema>;

/** One query's or page's figures over a period. */
export const keyedPerformanceSchema = performanceTotalsSchema.extend({ key: z.string() });
export type KeyedPerformance = z.output<typeof keyedPerformanceSchema>;

/** One day's totals, for a time-series chart. */
export const dailyPerformanceSchema = performanceTotalsSchema.extend({ day: isoDay });
export type DailyPerformance = z.output<typeof dailyPerformanceSchema>;
