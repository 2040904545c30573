/**
 * Why the content planner chose a post's topic, stored with the post (`content_posts.topic_reason`)
 * and shown in the topic dialog. With Google Search Console connected the planner prefers
 * queries in striking distance and posts that support pages losing clicks; the figures that made
 * the choice are kept as they were on the day of planning, with the period they cover, so the
 * dialog can say exactly what was measured and when.
 */
import { z } from "zod";
import { performancePeriodSchema } from "./search-performance.ts";

export const strikingDistanceReasonSchema = z.object({
  kind: z.literal("striking-distance"),
  /** The Search Console query the post targets (its focus keyword). */
  query: z.string(),
  /** Impression-weighted average position over the period. */
  position: z.number(),
  impressions: z.number().int().min(0),
  clicks: z.number().int().min(0),
  period: performancePeriodSchema,
});

export const losingPageReasonSchema = z.object({
  kind: z.literal("losing-page"),
  /** The page the post supports with an internal link. */
  page: z.string(),
  clicksBefore: z.number().int().min(0),
  clicksNow: z.number().int().min(0),
  /** The 28 days before `period`, and the last 28 days. */
  periodBefore: performancePeriodSchema,
  period: performancePeriodSchema,
});

/** A keyword from the business profile, the report or the site's offerings (no Search Console). */
export const profileKeywordReasonSchema = z.object({ kind: z.literal("profile-keyword") });

export const topicReasonSchema = z.discriminatedUnion("kind", [
  strikingDistanceReasonSchema,
  losingPageReasonSchema,
  profileKeywordReasonSchema,
]);
export type TopicReason = z.output<typeof topicReasonSchema>;
export type StrikingDistanceReason = z.output<typeof strikingDistanceReasonSchema>;
export type LosingPageReason = z.output<typeof losingPageReasonSchema>;

/**
 * A page "loses clicks" when it had at least `minClicksBefore` clicks in the 28 days before and
 * at least `minDropShare` fewer in the last 28: smaller numbers move that much by chance.
 */
export const LOSING_PAGE = { minClicksBefore: 10, minDropShare: 0.2 } as const;

/**
 * Search Console topics fill at most this share of a period's new posts (rounded up, so a
 * one-post month takes one): the profile's own keywords keep getting posts too.
 */
export const SEARCH_TOPIC_SHARE = 0.5;

/** How long a post's focus keyword counts as "already targeted" for the planner. */
export const RECENT_POST_DAYS = 90;
