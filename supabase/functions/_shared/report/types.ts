/** A report (issue 11): what one site scan found, summarised for the customer. */
import type { Report } from "../contract/reports.ts";
import type { CompactAudit } from "../seo/compact-audits.ts";

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

export type { Report } from "../contract/reports.ts";
export type ReportIssue = Report["topIssues"][number];
