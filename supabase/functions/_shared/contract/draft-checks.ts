/**
 * The draft checker's contract, shared by the checker (content/checking/draft-check.ts), the `content`
 * function and the editor's checks panel, so the score the server stores and the explanation
 * the editor shows come from one calculation.
 *
 * Three groups of checks, weighed by how much they say about a post:
 * - "quality" (3): is this worth publishing — grounded in the customer's own site, no specifics
 *   the site does not back, no sentences from the customer's other posts, no stuffed keywords,
 *   no words of another kind of business, readable Dutch, long enough to say something. One
 *   failure makes the draft 'Controle nodig' and caps the score, so filler never scores well.
 * - "seo" (2): meta title and description, keyword placement, one H1.
 * - "technical" (1): the analyzer's audits of the rendered HTML (title, lang, viewport, …).
 */

export const CHECK_GROUPS = ["quality", "seo", "technical"] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

export const CHECK_WEIGHTS: Record<CheckGroup, number> = { quality: 3, seo: 2, technical: 1 };

/** The highest score a draft gets while a quality check fails. */
export const REVIEW_SCORE_CAP = 60;

/** The quality checks, in the order the panel lists them. */
export const QUALITY_CHECK_IDS = [
  "site-facts",
  "unsupported-specifics",
  "shared-sentences",
  "keyword-stuffing",
  "off-type-phrases",
  "readability",
  "word-count",
] as const;
export type QualityCheckId = (typeof QUALITY_CHECK_IDS)[number];

/**
 * Flesch-Douma reading ease a draft must reach, per tone. Douma's scale: 60–70 "normaal"
 * (plain Dutch most adults read without effort), 50–60 the lower half of "tamelijk moeilijk".
 * A formal text ('u') uses longer words and is given that much room; an informal one ('je')
 * reads like speech and must stay plain.
 */
export const READABILITY_TARGETS = { informal: 60, formal: 50 } as const;

/** A keyword's words may make up at most this share of the article's words. */
export const KEYWORD_DENSITY_MAX = 0.03;

/** Facts from the customer's own site a post should use (or all of them when there are fewer). */
export const MIN_FACTS_USED = 3;

export interface ScoredItem {
  passed: boolean;
  group: CheckGroup;
}

export interface DraftScore {
  /** 0–100, as stored and shown. */
  score: number;
  /** Weight of the passed checks. */
  earned: number;
  /** Weight of all checks. */
  total: number;
  /** A quality check failed: the score is at most REVIEW_SCORE_CAP. */
  capped: boolean;
}

/** The score of a list of checks: the passed share of their weight, capped on a quality failure. */
export function draftScore(items: readonly ScoredItem[]): DraftScore {
  const total = items.reduce((sum, item) => sum + CHECK_WEIGHTS[item.group], 0);
  const earned = items.reduce(
    (sum, item) => sum + (item.passed ? CHECK_WEIGHTS[item.group] : 0),
    0,
  );
  const share = total === 0 ? 0 : Math.round((100 * earned) / total);
  const capped = needsReview(items);
  return { score: capped ? Math.min(share, REVIEW_SCORE_CAP) : share, earned, total, capped };
}

/** Whether a draft with these checks needs the customer's review before it can be trusted. */
export function needsReview(items: readonly ScoredItem[]): boolean {
  return items.some((item) => item.group === "quality" && !item.passed);
}
