/** A report (issue 11): what one site scan found, summarised for the customer. */
import type { CompactAudit } from "../scan/compact-audits.ts";

/** One scanned page as stored in public.scan_pages. */
export interface ReportScanPage {
  url: string;
  finalUrl: string;
  statusCode: number | null;
  seoScore: number | null;
  audits: Record<string, CompactAudit>;
  title: string | null;
  h1s: string[];
  headings: string[];
  error: string | null;
}

export interface ReportInput {
  scanId: string;
  siteUrl: string;
  businessName: string;
  createdAt: string;
  plan: "basic" | "pro" | "ultimate" | "power";
  pages: ReportScanPage[];
  keywords: string[];
  /** The previous report of this customer, for the trend. */
  previous: { createdAt: string; siteScore: number | null } | null;
}

export interface ReportIssue {
  auditId: string;
  title: string;
  type: "critical" | "warning" | "info";
  impact: "Hoog" | "Gemiddeld" | "Laag";
  pagesAffected: number;
  recommendation: string | null;
}

export interface Report {
  /** Basic and Pro: the checklist and tips; Ultimate and Power: the full monthly report. */
  kind: "checklist" | "full";
  scanId: string;
  siteUrl: string;
  businessName: string;
  createdAt: string;
  pagesScanned: number;
  /** Mean SEO score of the audited pages, rounded; null when no page could be audited. */
  siteScore: number | null;
  /** A scan runs our engine only: the other categories are not measured (null), never guessed. */
  categories: {
    seo: number | null;
    performance: null;
    accessibility: null;
    bestPractices: null;
  };
  trend: {
    previousScore: number | null;
    previousDate: string | null;
    delta: number | null;
    direction: "beter" | "slechter" | "gelijk" | null;
  };
  topIssues: ReportIssue[];
  /** Full report only: the five pages with the most to gain. */
  pagesToImprove: Array<{ url: string; title: string | null; score: number; failing: number }>;
  /** Full report only: where each target keyword appears. */
  keywordChecks: Array<{ keyword: string; inTitle: boolean; inHeading: boolean; inUrl: boolean }>;
  recommendations: string[];
  /** Full report only: every scanned page. */
  pages: Array<{ url: string; title: string | null; score: number | null; error: string | null }>;
}
