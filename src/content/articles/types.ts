/**
 * The articles made from the Markdown under content/ (help centre, blog, guides), as the pages get
 * them: a light listing per kind for the overview pages and the heads (no body), and one body per
 * article, loaded on its own. Both are produced at build time (scripts/content/articles.ts).
 */
export type ArticleKind = "blog" | "guide" | "help";

interface ArticleListingBase {
  kind: ArticleKind;
  slug: string;
  /** The page's address, e.g. "/blog/ai-content-die-wel-scoort". */
  path: string;
  /** The article's own title (the h1). */
  title: string;
  /** The head's <title>: at most 60 characters. */
  headTitle: string;
  description: string;
}

export interface BlogListing extends ArticleListingBase {
  kind: "blog";
  /** ISO date (yyyy-mm-dd) of publication. */
  date: string;
  author: string;
  authorRole: string;
  tags: readonly string[];
  /** Slugs of the related blog articles, in the order the front matter names them. */
  related: readonly string[];
  readingMinutes: number;
}

export interface GuideStep {
  name: string;
  /** The id of the step's "## Stap N: …" heading. */
  anchor: string;
}

export interface GuideListing extends ArticleListingBase {
  kind: "guide";
  /** As written, e.g. "90 minuten". */
  duration: string;
  /** The same as an ISO 8601 duration, e.g. "PT1H30M". */
  isoDuration: string;
  difficulty: string;
  steps: readonly GuideStep[];
}

export interface HelpListing extends ArticleListingBase {
  kind: "help";
  /** The category's name as the help centre shows it, e.g. "Getting Started". */
  category: string;
  /** Position within the category (1 = first). */
  order: number;
  /** ISO date (yyyy-mm-dd) of the last update. */
  updated: string;
}

export type ArticleListing = BlogListing | GuideListing | HelpListing;

/** One article's rendered text, loaded only by its own page. */
export interface ArticleBody {
  /** The body as HTML (headings with ids, external links rel="noopener", diagrams as figures). */
  html: string;
  /** For a guide: each step's text in a sentence or two, in step order (HowTo markup). */
  stepTexts: readonly string[];
}
