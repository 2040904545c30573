/**
 * The analyze-site function's contract (issue 9), shared by the home page's analyzer, the SEO
 * helper's history and the handler. The result keeps the analysis shape the browser had (overallScore,
 * metrics, issues, recommendations, loadTime, pageSize) and adds what the server knows: the
 * engine's audits, where each category's score came from, and the PageSpeed enrichment's state.
 *
 * Calls (all on /functions/v1/analyze-site, verify_jwt = false: visitors may analyse too):
 * - POST `{ url }`            → 200 AnalysisResult (fresh, or from the 10-minute cache)
 * - GET  `?id=<uuid>`         → 200 AnalysisResult (poll while `pagespeed.status` is "pending"),
 *                                for its owner only: the signed-in owner's session, or for a
 *                                visitor the POST's `readToken` in the X-Analysis-Token header;
 *                                anyone else gets 404 as for an unknown id
 * - GET  (signed in, no id)   → 200 AnalysisHistory (the caller's own analyses, newest first)
 * Refusals are 4xx `{ error }` in the request's language (ANALYZER_CATALOGUE or the fetcher's refusal).
 */
import { z } from "zod";
import { noControlCharacters } from "./control-characters.ts";
import { ANALYZER_MAX_URL_LENGTH } from "./analyzer-limits.ts";
import { catalogue } from "./catalogue.ts";

export { ANALYZER_MAX_URL_LENGTH };

export const ANALYZER_LIMITS = {
  /** Fresh analyses per client address per window for visitors without a session. */
  anonymousPerWindow: 5,
  /** Fresh analyses per signed-in user per window. */
  signedInPerWindow: 30,
  windowMinutes: 10,
  /** The same address within this many minutes is answered from the stored analysis. */
  cacheMinutes: 10,
  /** How many analyses the history answers. */
  historySize: 50,
  /** The browser polls a pending PageSpeed enrichment this often, and gives up after maxPollMs. */
  pollIntervalMs: 2_000,
  maxPollMs: 120_000,
} as const;

export const ANALYZER_CATALOGUE = catalogue({
  nl: {
    urlRequired: "Voer een website-adres in.",
    urlTooLong: `Dit adres is te lang (maximaal ${ANALYZER_MAX_URL_LENGTH} tekens).`,
    rateLimitedAnonymous: `Je hebt het maximum van ${ANALYZER_LIMITS.anonymousPerWindow} analyses per ${ANALYZER_LIMITS.windowMinutes} minuten bereikt. Probeer het over een paar minuten opnieuw, of log in voor meer analyses.`,
    rateLimitedSignedIn: `Je hebt het maximum van ${ANALYZER_LIMITS.signedInPerWindow} analyses per ${ANALYZER_LIMITS.windowMinutes} minuten bereikt. Probeer het over een paar minuten opnieuw.`,
    notFound: "Deze analyse bestaat niet (meer).",
    invalidId: "Ongeldige analyse-id.",
    historyNeedsSession: "Log in om je eerdere analyses te zien.",
    unavailable: "De analyse kon niet worden opgeslagen. Probeer het later opnieuw.",
  },
  en: {
    urlRequired: "Enter a website address.",
    urlTooLong: `This address is too long (at most ${ANALYZER_MAX_URL_LENGTH} characters).`,
    rateLimitedAnonymous: `You have reached the maximum of ${ANALYZER_LIMITS.anonymousPerWindow} analyses per ${ANALYZER_LIMITS.windowMinutes} minutes. Try again in a few minutes, or sign in for more analyses.`,
    rateLimitedSignedIn: `You have reached the maximum of ${ANALYZER_LIMITS.signedInPerWindow} analyses per ${ANALYZER_LIMITS.windowMinutes} minutes. Try again in a few minutes.`,
    notFound: "This analysis does not exist (any more).",
    invalidId: "Invalid analysis id.",
    historyNeedsSession: "Sign in to see your earlier analyses.",
    unavailable: "The analysis could not be saved. Please try again later.",
  },
});
export const ANALYZER_ERRORS = ANALYZER_CATALOGUE.nl;

/** The body's field as the analyzer's form names it. */
export const ANALYZER_FIELDS = { url: { nl: "Website-adres", en: "Website address" } } as const;

/** POST body. The handler trims, prepends https:// when no scheme is given and validates. */
export const analyzeRequestSchema = z.object({
  url: z
    .string({ error: ANALYZER_ERRORS.urlRequired })
    .trim()
    .check(noControlCharacters())
    .min(1, { error: ANALYZER_ERRORS.urlRequired })
    .max(ANALYZER_MAX_URL_LENGTH, { error: ANALYZER_ERRORS.urlTooLong }),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/** GET ?id=… */
export const analysisIdSchema = z.uuid({ error: ANALYZER_ERRORS.invalidId });

export const ISSUE_TYPES = ["critical", "warning", "info"] as const;
export const ISSUE_IMPACTS = ["Hoog", "Gemiddeld", "Laag"] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export type IssueImpact = (typeof ISSUE_IMPACTS)[number];

export const analysisIssueSchema = z.object({
  type: z.enum(ISSUE_TYPES),
  /** Dutch: what is wrong, in plain words (the issue catalogue's title, with a count where it helps). */
  text: z.string(),
  /** One line on why it matters; analyses stored before it was added have none. */
  why: z.string().optional(),
  impact: z.enum(ISSUE_IMPACTS),
  /** The engine's (Lighthouse's) audit id the issue comes from. */
  auditId: z.string(),
});
export type AnalysisIssue = z.infer<typeof analysisIssueSchema>;

/** Where a category's score was measured; null = not measured (the score is null too). */
export const SCORE_SOURCES = ["vindbaar", "pagespeed"] as const;
const scoreSource = z.enum(SCORE_SOURCES).nullable();
/** A 0–100 score, or null when that category was not measured. Never a made-up number. */
const score = z.number().int().min(0).max(100).nullable();

export const CATEGORY_KEYS = ["seo", "performance", "accessibility", "bestPractices"] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** One engine audit as the engine returns it (see _shared/seo/types.ts AuditResult). */
export const analysisAuditSchema = z.object({
  id: z.string(),
  title: z.string(),
  score: z.union([z.literal(0), z.literal(1)]).nullable(),
  scoreDisplayMode: z.enum(["binary", "notApplicable", "informative"]),
  details: z.object({ items: z.array(z.record(z.string(), z.unknown())) }),
  recommendation: z.string().nullable(),
  explanation: z.string().optional(),
  warnings: z.array(z.string()).optional(),
});
export type AnalysisAudit = z.infer<typeof analysisAuditSchema>;

/**
 * The PageSpeed Insights enrichment: "unavailable" when no PAGESPEED_API_KEY is configured,
 * "pending" while it runs (poll GET ?id=…), "done" when the four Lighthouse categories are in,
 * "failed" with a Dutch `error` when PSI answered an error or timed out (the fast result stays).
 */
export const PAGESPEED_STATUSES = ["unavailable", "pending", "done", "failed"] as const;
export type PageSpeedStatus = (typeof PAGESPEED_STATUSES)[number];

export const analysisResultSchema = z.object({
  id: z.uuid(),
  /** The address as requested (after https:// was prepended). */
  url: z.string(),
  /** The address after redirects. */
  finalUrl: z.string(),
  /** ISO 8601: when the page was fetched and audited. */
  analyzedAt: z.string(),
  /** True when this answer came from an analysis of the same address in the last 10 minutes. */
  cached: z.boolean(),
  /** Rounded mean of the measured (non-null) category scores; null when none was measured. */
  overallScore: score,
  metrics: z.object({
    seoScore: score,
    performanceScore: score,
    accessibilityScore: score,
    bestPracticesScore: score,
    /** Lighthouse's Speed Index as PSI formats it ("1,2 s"); null without PageSpeed. */
    pageSpeed: z.string().nullable(),
  }),
  source: z.object({
    seo: scoreSource,
    performance: scoreSource,
    accessibility: scoreSource,
    bestPractices: scoreSource,
  }),
  issues: z.array(analysisIssueSchema),
  /** Dutch advice, most important first; empty when there is nothing to improve. */
  recommendations: z.array(z.string()),
  /**
   * Milliseconds. Without PageSpeed: the time our server needed to fetch the HTML document
   * (`loadTimeSource: "html"`); with it: Lighthouse's Speed Index ("speed-index"). Null = unknown.
   */
  loadTime: z.number().nonnegative().nullable(),
  loadTimeSource: z.enum(["html", "speed-index"]).nullable(),
  /**
   * Bytes. Without PageSpeed: the HTML document ("html"); with it: Lighthouse's total byte
   * weight of the page and everything it loads ("total"). Null = unknown.
   */
  pageSize: z.number().int().nonnegative().nullable(),
  pageSizeSource: z.enum(["html", "total"]).nullable(),
  audits: z.record(z.string(), analysisAuditSchema),
  pagespeed: z.object({
    status: z.enum(PAGESPEED_STATUSES),
    /** Dutch reason when status is "failed". */
    error: z.string().nullable(),
  }),
  /**
   * Only in the POST answer to a visitor without a session: the key to read this analysis again
   * (GET ?id= with header X-Analysis-Token). Kept in the page's memory, never stored.
   */
  readToken: z.string().optional(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const analysisHistoryItemSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  finalUrl: z.string(),
  analyzedAt: z.string(),
  overallScore: score,
  seoScore: score,
  pagespeedStatus: z.enum(PAGESPEED_STATUSES),
});
export type AnalysisHistoryItem = z.infer<typeof analysisHistoryItemSchema>;

export const analysisHistorySchema = z.object({
  analyses: z.array(analysisHistoryItemSchema),
});
export type AnalysisHistory = z.infer<typeof analysisHistorySchema>;

export type ScoreBand = "good" | "average" | "poor";

/** The colour band of a 0–100 score (docs/product.md §8): at least 80 green, at least 60 yellow, else red. */
export function scoreBand(value: number): ScoreBand {
  if (value >= 80) return "good";
  if (value >= 60) return "average";
  return "poor";
}

/**
 * The verdict on a whole page: its score's band, except that a page with a high-impact issue is
 * never called good — a missing title or a page Google may not index outweighs a good average.
 */
export function pageVerdict(
  score: number,
  issues: ReadonlyArray<Pick<AnalysisIssue, "impact">>,
): ScoreBand {
  const band = scoreBand(score);
  return band === "good" && issues.some((issue) => issue.impact === "Hoog") ? "average" : band;
}
