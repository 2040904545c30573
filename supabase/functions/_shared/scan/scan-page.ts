/**
 * One scanned page: what the crawl makes of it (crawl-page.ts), what public.scan_pages keeps of
 * it for the history (scan-page-store.ts) and what the report is assembled from
 * (report/assemble-report.ts). One shape for all three, so the scan hands its pages to the
 * report as they are, with nothing to copy or rename on the way.
 */
import type { PageFactsResult } from "../facts/extract-page-facts.ts";
import type { SafeFetchErrorCode } from "../net/safe-fetch.ts";
import type { CompactAudit } from "../seo/compact-audits.ts";

export interface ScanPage {
  /** The address the crawl asked for. */
  url: string;
  /** Where it ended after redirects (the address the report shows). */
  finalUrl: string;
  statusCode: number | null;
  seoScore: number | null;
  audits: Record<string, CompactAudit>;
  title: string | null;
  h1s: string[];
  /** The texts of its h1–h3 headings. */
  headings: string[];
  fetchMs: number | null;
  bytes: number | null;
  /** Why the page could not be audited (a refusal or network error, in Dutch). */
  error: string | null;
  /** The fetcher's code for that reason (decides whether trying again can help). */
  errorCode: SafeFetchErrorCode | null;
  /** What the page says about the business (facts/), for a page that answered 2xx. */
  siteFacts: PageFactsResult | null;
}
