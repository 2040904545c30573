/**
 * The customer's keyword list (issue 12 "keyword strategy"), answered by the content function
 * (GET ?view=keywords) and GET /api/v1/keywords. Only what we measured: whether the latest
 * report found each keyword in titles, headings and URLs, how many posts target it and, once
 * Search Console is connected, the keyword's own clicks, impressions, CTR and position in Google
 * over the last 28 imported days. No search volume source is connected, so volume is null and the
 * screens say so — never an invented number.
 */
import { z } from "zod";
import { performancePeriodSchema, performanceTotalsSchema } from "./search-performance.ts";

/**
 * The longest keyword anywhere: in the business profile, a post's brief, the API and the keyword
 * tool. A keyword is a few words a customer searches for, not a sentence.
 */
export const KEYWORD_MAX_LENGTH = 60;

export const keywordInsightSchema = z.object({
  keyword: z.string(),
  /** Where the keyword comes from: the business profile's targets and/or the posts' keywords. */
  sources: z.array(z.enum(["profile", "post"])),
  /** From the latest report's keyword checks; null without a report or when not checked. */
  inTitle: z.boolean().nullable(),
  inHeading: z.boolean().nullable(),
  inUrl: z.boolean().nullable(),
  /** Posts (planned or written) with this focus keyword. */
  posts: z.number().int().min(0),
  /** Monthly search volume: null, no data source is configured. */
  volume: z.null(),
  /**
   * Google's figures for the query equal to this keyword (case-insensitive) over the list's
   * `period`; null when Search Console has no rows for it there, or is not connected.
   */
  searchConsole: performanceTotalsSchema.nullable(),
});
export type KeywordInsight = z.output<typeof keywordInsightSchema>;

export const keywordListSchema = z.object({
  keywords: z.array(keywordInsightSchema),
  /** When the report the checks come from was made; null without a report. */
  reportDate: z.string().nullable(),
  /**
   * Where the keywords' Search Console figures stand: "not-connected" (no property chosen),
   * "importing" (connected, nothing imported yet) or "connected" (figures over `period`).
   */
  searchConsole: z.enum(["not-connected", "importing", "connected"]),
  /** The days the figures cover: the last 28 ending at the newest imported day; null without data. */
  period: performancePeriodSchema.nullable(),
});
export type KeywordList = z.output<typeof keywordListSchema>;
