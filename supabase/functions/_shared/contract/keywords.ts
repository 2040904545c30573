/**
 * The customer's keyword list (issue 12 "keyword strategy"), answered by the content function
 * (GET ?view=keywords) and GET /api/v1/keywords. Only what we measured: whether the latest
 * report found each keyword in titles, headings and URLs, and how many posts target it. No search
 * volume or ranking source is connected, so those are null and the screens say so — never an
 * invented number.
 */
import { z } from "zod";

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
  /** Position in search results: null, rankings are not tracked. */
  position: z.null(),
});
export type KeywordInsight = z.output<typeof keywordInsightSchema>;

export const keywordListSchema = z.object({
  keywords: z.array(keywordInsightSchema),
  /** When the report the checks come from was made; null without a report. */
  reportDate: z.string().nullable(),
});
export type KeywordList = z.output<typeof keywordListSchema>;
