import type { Document } from "./dom.ts";

/** What the engine needs about one fetched page. Everything is data: the engine does no I/O. */
export interface PageInput {
  /** The response body of the final URL, decoded to text. */
  html: string;
  /** The URL after redirects; relative links and the robots.txt rules resolve against it. */
  finalUrl: string;
  /** The HTTP status of the final response. */
  status: number;
  /**
   * Response headers with lower-cased names. A repeated header arrives joined with ", " (as
   * fetch's Headers gives it), so per-header distinctions Lighthouse sees are not available.
   */
  headers: Readonly<Record<string, string>>;
  timings: { fetchMs: number; ttfbMs?: number };
  /** The body of /robots.txt, or null when it could not be fetched (or no request was made). */
  robotsTxt: string | null;
  /**
   * The HTTP status of the robots.txt request. When omitted, a string robotsTxt counts as 200
   * and null as "fetch failed", which is how Lighthouse treats a missing status.
   */
  robotsTxtStatus?: number | null;
  /**
   * `html` already parsed (seo/dom.ts parseHtml), when the caller reads the page in other ways
   * too: the site scan parses each page once for the audits, its links and its facts.
   */
  document?: Document;
}

export type AuditId =
  | "document-title"
  | "meta-description"
  | "http-status-code"
  | "is-crawlable"
  | "link-text"
  | "crawlable-anchors"
  | "image-alt"
  | "hreflang"
  | "canonical"
  | "robots-txt"
  | "structured-data"
  | "heading-order"
  | "html-has-lang"
  | "viewport"
  | "is-on-https"
  | "charset"
  | "doctype";

export type ScoreDisplayMode = "binary" | "notApplicable" | "informative";

/**
 * One finding. `snippet` (the element's start tag, capped) and `selector` (a CSS path) follow
 * Lighthouse's node items, so the UI and the PDF report can point at the element.
 */
export interface AuditItem {
  snippet?: string;
  selector?: string;
  [key: string]: string | number | boolean | null | undefined;
}

export interface AuditResult {
  id: AuditId;
  /** Dutch; the passing or the failing wording, as Lighthouse's nl locale has it where it exists. */
  title: string;
  score: 1 | 0 | null;
  scoreDisplayMode: ScoreDisplayMode;
  details: { items: AuditItem[] };
  /** Dutch advice; null when there is nothing to improve. */
  recommendation: string | null;
  /** Why the audit failed or is not applicable, in Dutch. */
  explanation?: string;
  /** Lighthouse-style warnings that do not change the score. */
  warnings?: string[];
}

export type AuditMap = Record<AuditId, AuditResult>;

export interface SeoScore {
  /** Lighthouse's category score, 0–1 with two decimals; null when a scored audit errored. */
  fraction: number | null;
  /** The same on the 0–100 scale shown to users. */
  percent: number | null;
}

export interface PageAuditResult {
  audits: AuditMap;
  seoScore: SeoScore;
}
