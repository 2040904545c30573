/**
 * How a failing audit is reported to a customer: the issue type and impact the analyzer's result
 * card and the monthly report show. The first five are the spec's (§8 Analyzer); the others are
 * ours, weighed by what they cost in search: a page Google cannot index or reach safely is
 * critical, a wrong canonical or unreadable links cost rankings, markup hygiene is informative.
 */
import type { AuditId } from "./types.ts";

export interface IssueRule {
  type: "critical" | "warning" | "info";
  impact: "Hoog" | "Gemiddeld" | "Laag";
}

export const ISSUE_RULES: Record<AuditId, IssueRule> = {
  "meta-description": { type: "warning", impact: "Hoog" },
  "document-title": { type: "critical", impact: "Hoog" },
  "image-alt": { type: "warning", impact: "Gemiddeld" },
  "heading-order": { type: "info", impact: "Laag" },
  "link-text": { type: "info", impact: "Laag" },
  "http-status-code": { type: "critical", impact: "Hoog" },
  "is-crawlable": { type: "critical", impact: "Hoog" },
  "is-on-https": { type: "critical", impact: "Hoog" },
  canonical: { type: "warning", impact: "Gemiddeld" },
  hreflang: { type: "warning", impact: "Gemiddeld" },
  "robots-txt": { type: "warning", impact: "Gemiddeld" },
  "crawlable-anchors": { type: "warning", impact: "Gemiddeld" },
  viewport: { type: "warning", impact: "Gemiddeld" },
  "html-has-lang": { type: "warning", impact: "Gemiddeld" },
  "structured-data": { type: "info", impact: "Laag" },
  charset: { type: "info", impact: "Laag" },
  doctype: { type: "info", impact: "Laag" },
};

/** Sort order: Hoog before Gemiddeld before Laag. */
export const IMPACT_RANK: Record<IssueRule["impact"], number> = { Hoog: 0, Gemiddeld: 1, Laag: 2 };
