/** The blog demo (docs/contracts/product-rules.md §3): simulated delay 4 s, fixed word count and reading time, 5 keywords. */
export const BLOG_DEMO_DURATION_MS = 4000;
export const BLOG_DEMO_WORD_COUNT = 387;
export const BLOG_DEMO_READING_TIME = 2;
export const BLOG_DEMO_KEYWORD_COUNT = 5;
export const BLOG_DEMO_SEO_SCORE_MIN = 85;
export const BLOG_DEMO_SEO_SCORE_MAX = 99;
/** Longest topic the field accepts: a topic is a few words; the article repeats it many times. */
export const BLOG_DEMO_TOPIC_MAX_LENGTH = 100;
/** How often the progress bar moves: smooth enough to look alive, cheap enough to re-render. */
export const BLOG_DEMO_PROGRESS_TICK_MS = 100;

/** The article the blog demo shows; made in the browser only. */
export interface DemoArticle {
  title: string;
  metaTitle: string;
  metaDescription: string;
  /** Markdown: ## and ### headings, paragraphs, "- " lists and **bold**. */
  content: string;
  keywords: string[];
  wordCount: number;
  readingTime: number;
  seoScore: number;
}

/** A source of numbers in [0, 1), like Math.random; injected so tests can pin the score. */
export type RandomSource = () => number;

/** An integer from 85 to 99 inclusive, spread evenly over the random source's range. */
export function pickSeoScore(random: RandomSource): number {
  const span = BLOG_DEMO_SEO_SCORE_MAX - BLOG_DEMO_SEO_SCORE_MIN + 1;
  const offset = Math.floor(random() * span);
  return BLOG_DEMO_SEO_SCORE_MIN + Math.min(span - 1, Math.max(0, offset));
}

/** Percentage (0–100) of the simulated generation done after `elapsedMs`. */
export function progressAt(elapsedMs: number): number {
  const ratio = Math.min(1, Math.max(0, elapsedMs / BLOG_DEMO_DURATION_MS));
  return Math.round(ratio * 100);
}

/** Index of the stage shown after `elapsedMs`: the duration is split evenly over the stages. */
export function stageAt(elapsedMs: number, stageCount: number): number {
  const stageLength = BLOG_DEMO_DURATION_MS / stageCount;
  return Math.min(stageCount - 1, Math.max(0, Math.floor(elapsedMs / stageLength)));
}

/** URL-style slug for the search-snippet preview ("Één café" -> "een-cafe"). */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
