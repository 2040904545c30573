/** A report (issue 11): what one site scan found, summarised for the customer. */
import type { Report } from "../contract/reports.ts";
import type { ScanPage } from "../scan/scan-page.ts";

export interface ReportInput {
  scanId: string;
  siteUrl: string;
  businessName: string;
  createdAt: string;
  plan: "basic" | "pro" | "ultimate" | "power";
  /** Every page of the scan, in the order they were scanned. */
  pages: ScanPage[];
  keywords: string[];
  /** The previous report of this customer, for the trend. */
  previous: { createdAt: string; siteScore: number | null } | null;
}

export type { Report } from "../contract/reports.ts";
export type ReportIssue = Report["topIssues"][number];
