/**
 * Shapes shared by the content modules (issue 12): the planner, the built-in writer, the AI
 * writer, the draft checker and the `content` function. Pure types.
 */
import type { BusinessArchetype, SiteFact } from "../contract/site-facts.ts";
import type { TopicReason } from "../contract/topic-reason.ts";

/** What the writers know of the customer, from the business profile (contract/onboarding.ts). */
export interface WriterProfile {
  businessName: string;
  websiteUrl: string;
  sector: string;
  region: string;
  tone: "formal" | "informal";
  /** The profile's target keywords (3–10). */
  keywords: string[];
  /** What the business does, in the customer's words ("" when the profile has none). */
  description: string;
  /** The products and services the profile lists, as the customer names them (may be empty). */
  offerings: string[];
  /** What kind of business this is: chooses the built-in writer's sections and advice. */
  archetype: BusinessArchetype;
}

/** One planned post: what it is about and which keywords it targets. */
export interface PostBrief {
  topic: string;
  focusKeyword: string;
  /** 0–5 further keywords the post should mention. */
  secondaryKeywords: string[];
}

/** A post in the calendar: the brief, the day it is planned for (YYYY-MM-DD) and why. */
export interface PlannedPost extends PostBrief {
  plannedFor: string;
  reason: TopicReason;
}

/** A page of the customer's own site found by the latest scan, for internal links. */
export interface InternalLink {
  url: string;
  /** The page's title (or its path when it has none). */
  title: string;
  /** The page this post was planned to support (it is losing clicks): always linked first. */
  supported?: boolean;
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

/**
 * Everything a writer may draw on for one post. Anything specific (a price, opening hours, a
 * year, a certification) comes from `facts` or the profile, never from the writer itself.
 */
export interface WriterInput {
  brief: PostBrief;
  profile: WriterProfile;
  /** The visible facts of the latest scan (hidden ones are left out by the caller). */
  facts: readonly SiteFact[];
  links: readonly InternalLink[];
  /**
   * Fingerprints (text/sentences.ts) of the sentences in the customer's other posts: a sentence
   * of 8+ words whose fingerprint is here is not written again.
   */
  earlierSentences?: ReadonlySet<string>;
  /** Varies the wording between posts; the same seed and input give the same draft. */
  seed?: number;
}

/** A draft and what it was built from: the facts it states and the keywords it had to leave out. */
export interface DraftResult extends WrittenDraft {
  /** Ids of the site facts the draft states (SiteFact.id), in order of first use. */
  usedFactIds: string[];
  /** Keywords of the brief that no sentence could carry naturally: reported, not forced in. */
  unplacedKeywords: string[];
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
