/**
 * Shapes shared by the content modules (issue 12): the planner, the built-in writer, the AI
 * writer, the draft checker and the `content` function. Pure types.
 */

/** What the writers know of the customer, from the business profile (contract/onboarding.ts). */
export interface WriterProfile {
  businessName: string;
  websiteUrl: string;
  sector: string;
  region: string;
  tone: "formal" | "informal";
  /** The profile's target keywords (3–10). */
  keywords: string[];
}

/** One planned post: what it is about and which keywords it targets. */
export interface PostBrief {
  topic: string;
  focusKeyword: string;
  /** 0–5 further keywords the post should mention. */
  secondaryKeywords: string[];
}

/** A post in the calendar: the brief plus the day it is planned for (YYYY-MM-DD). */
export interface PlannedPost extends PostBrief {
  plannedFor: string;
}

/** A page of the customer's own site found by the latest scan, for internal links. */
export interface InternalLink {
  url: string;
  /** The page's title (or its path when it has none). */
  title: string;
}

/** A gap from the latest report that a post could address. */
export interface ReportGap {
  /** A target keyword the site does not yet cover in titles/headings/URLs. */
  keyword: string;
  /** Where it is missing, e.g. ["title", "heading", "url"]. */
  missingIn: string[];
}

/** What a writer produces. `markdown` starts with the H1 (`# title`). */
export interface WrittenDraft {
  title: string;
  /** ≤ 60 characters. */
  metaTitle: string;
  /** 150–160 characters. */
  metaDescription: string;
  markdown: string;
}

export type DraftSource = "builtin" | "ai";

/** One check of a draft, in Dutch, with its group (contract/draft-checks.ts). */
export type { DraftCheckItem, UsedFact } from "../contract/content.ts";
import type { DraftCheckItem, UsedFact } from "../contract/content.ts";

/** The result of checking a draft: quality, SEO and the analyzer's on-page audits. */
export interface DraftCheck {
  /** 0–100 (contract/draft-checks.ts draftScore). */
  score: number;
  wordCount: number;
  checks: DraftCheckItem[];
  /** A quality check failed: the draft is 'Controle nodig' until the customer decides. */
  needsReview: boolean;
  /** The site facts the draft uses. */
  factsUsed: UsedFact[];
}
