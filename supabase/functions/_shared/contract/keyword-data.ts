/**
 * The SEO helper's keyword tool (issue 21 "no invented figures"): what the `keyword-data`
 * function answers for one keyword. Every number in it is measured, and says where from:
 * - `searchConsole`: the customer's own Google Search Console figures for the query over the last
 *   28 days of imported data, and the customer's queries that contain the keyword;
 * - `volume` and `suggestions`: Google Ads search volume and keyword ideas from the configured
 *   keyword-data provider (a DataForSEO-compatible API), for the Netherlands in Dutch.
 * Without a source the field says why (`status`), and the screen says "niet beschikbaar" instead
 * of a number. `ideas` are Dutch variations to think about: they carry no figures at all.
 */
import { z } from "zod";
import { catalogue } from "./catalogue.ts";
import { KEYWORD_MAX_LENGTH } from "./keywords.ts";
import {
  keyedPerformanceSchema,
  performancePeriodSchema,
  performanceTotalsSchema,
} from "./search-performance.ts";

/** The keyword tool's messages and its field, as the SEO helper names it. */
export const KEYWORD_DATA_CATALOGUE = catalogue({
  nl: {
    required: "Vul een zoekwoord in.",
    tooLong: `Een zoekwoord is hoogstens ${KEYWORD_MAX_LENGTH} tekens.`,
  },
  en: {
    required: "Enter a keyword.",
    tooLong: `A keyword is at most ${KEYWORD_MAX_LENGTH} characters.`,
  },
});
export const KEYWORD_DATA_FIELDS = { keyword: { nl: "Zoekwoord", en: "Keyword" } } as const;

export const keywordDataRequestSchema = z.object({
  keyword: z
    .string()
    .transform((word) => word.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, KEYWORD_DATA_CATALOGUE.nl.required)
        .max(KEYWORD_MAX_LENGTH, KEYWORD_DATA_CATALOGUE.nl.tooLong),
    ),
});
export type KeywordDataRequest = z.output<typeof keywordDataRequestSchema>;

/** At most this many of the customer's Search Console queries that contain the keyword. */
export const RELATED_QUERY_LIMIT = 10;
/** At most this many of the provider's keyword ideas. */
export const PROVIDER_SUGGESTION_LIMIT = 10;

/** Google Ads' competition level for ads on the keyword (as the provider answers it). */
export const competitionSchema = z.enum(["LOW", "MEDIUM", "HIGH"]);
export type Competition = z.output<typeof competitionSchema>;

/** One keyword's figures from the provider; null where Google Ads has no data for it. */
export const providerKeywordSchema = z.object({
  keyword: z.string(),
  /** Average monthly searches over the last 12 months (Google Ads, Netherlands, Dutch). */
  searchVolume: z.number().int().min(0).nullable(),
  competition: competitionSchema.nullable(),
});
export type ProviderKeyword = z.output<typeof providerKeywordSchema>;

export const searchConsoleFiguresSchema = z.discriminatedUnion("status", [
  /** No Search Console connection with a chosen property. */
  z.object({ status: z.literal("not-connected") }),
  /** Connected, but the import holds no day yet. */
  z.object({ status: z.literal("no-data") }),
  z.object({
    status: z.literal("measured"),
    period: performancePeriodSchema,
    /** The query itself; zeros (and null CTR/position) when it had no impressions. */
    query: performanceTotalsSchema,
    /** The customer's queries containing the keyword, most clicks first. */
    related: z.array(keyedPerformanceSchema),
  }),
]);
export type SearchConsoleFigures = z.output<typeof searchConsoleFiguresSchema>;

export const providerFiguresSchema = z.discriminatedUnion("status", [
  /** No KEYWORD_DATA_* secrets: search volume is not available. */
  z.object({ status: z.literal("not-configured") }),
  /** Configured, but the provider refused or failed this time (rate limit, outage, login). */
  z.object({ status: z.literal("unavailable") }),
  z.object({
    status: z.literal("measured"),
    volume: providerKeywordSchema,
    suggestions: z.array(providerKeywordSchema),
  }),
]);
export type ProviderFigures = z.output<typeof providerFiguresSchema>;

export const keywordDataAnswerSchema = z.object({
  keyword: z.string(),
  searchConsole: searchConsoleFiguresSchema,
  provider: providerFiguresSchema,
  /** Dutch variations without any figure: ideas, not measurements. */
  ideas: z.array(z.string()),
});
export type KeywordDataAnswer = z.output<typeof keywordDataAnswerSchema>;
