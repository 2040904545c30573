/**
 * Turns one scan into the customer's report (pure; docs/decisions/018-scans-and-reports.md).
 * Issues are ranked by impact, then by how many pages they affect; the five pages with the most
 * to gain are those with the lowest SEO score (most points to win), then the most failing audits.
 */
import { IMPACT_RANK, ISSUE_RULES } from "../seo/issue-impact.ts";
import type { AuditId } from "../seo/types.ts";
import { containsKeyword, urlWords } from "./keyword-match.ts";
import type { Report, ReportInput, ReportIssue, ReportScanPage } from "./types.ts";

const FULL_REPORT_PLANS = new Set(["ultimate", "power"]);

function failingAudits(page: ReportScanPage) {
  return Object.entries(page.audits).filter(
    ([, audit]) => audit.scoreDisplayMode === "binary" && audit.score === 0,
  );
}

function topIssues(pages: ReportScanPage[]): ReportIssue[] {
  const issues = new Map<string, ReportIssue>();
  for (const page of pages) {
    for (const [auditId, audit] of failingAudits(page)) {
      const rule = ISSUE_RULES[auditId as AuditId];
      if (!rule) continue;
      const issue = issues.get(auditId) ?? {
        auditId,
        title: audit.title.replace(/`/g, ""),
        type: rule.type,
        impact: rule.impact,
        pagesAffected: 0,
        recommendation: audit.recommendation,
      };
      issue.pagesAffected += 1;
      issues.set(auditId, issue);
    }
  }
  return [...issues.values()].sort(
    (a, b) =>
      IMPACT_RANK[a.impact] - IMPACT_RANK[b.impact] ||
      b.pagesAffected - a.pagesAffected ||
      a.auditId.localeCompare(b.auditId),
  );
}

function trendOf(siteScore: number | null, previous: ReportInput["previous"]): Report["trend"] {
  if (!previous) return { previousScore: null, previousDate: null, delta: null, direction: null };
  const delta =
    siteScore === null || previous.siteScore === null ? null : siteScore - previous.siteScore;
  return {
    previousScore: previous.siteScore,
    previousDate: previous.createdAt,
    delta,
    direction: delta === null ? null : delta > 0 ? "beter" : delta < 0 ? "slechter" : "gelijk",
  };
}

export function assembleReport(input: ReportInput): Report {
  const audited = input.pages.filter((page) => page.error === null && page.seoScore !== null);
  const siteScore =
    audited.length === 0
      ? null
      : Math.round(audited.reduce((sum, page) => sum + page.seoScore!, 0) / audited.length);
  const full = FULL_REPORT_PLANS.has(input.plan);
  const issues = topIssues(audited);

  const keywordChecks = input.keywords.map((keyword) => ({
    keyword,
    inTitle: audited.some((page) => page.title !== null && containsKeyword(page.title, keyword)),
    inHeading: audited.some((page) =>
      [...page.h1s, ...page.headings].some((heading) => containsKeyword(heading, keyword)),
    ),
    inUrl: audited.some((page) => containsKeyword(urlWords(page.finalUrl), keyword)),
  }));

  const recommendations = [
    ...new Set(
      issues.map((issue) => issue.recommendation).filter((text): text is string => !!text),
    ),
  ];
  for (const check of keywordChecks) {
    if (!check.inTitle) {
      recommendations.push(
        `Gebruik het zoekwoord '${check.keyword}' in de titel van de pagina die erover gaat.`,
      );
    } else if (!check.inHeading) {
      recommendations.push(`Zet het zoekwoord '${check.keyword}' ook in een kop (h1 tot h3).`);
    }
  }

  return {
    kind: full ? "full" : "checklist",
    scanId: input.scanId,
    siteUrl: input.siteUrl,
    businessName: input.businessName,
    createdAt: input.createdAt,
    pagesScanned: audited.length,
    siteScore,
    categories: { seo: siteScore, performance: null, accessibility: null, bestPractices: null },
    trend: trendOf(siteScore, input.previous),
    topIssues: issues,
    pagesToImprove: full
      ? audited
          .map((page) => ({
            url: page.finalUrl,
            title: page.title,
            score: page.seoScore!,
            failing: failingAudits(page).length,
          }))
          .filter((page) => page.score < 100)
          .sort((a, b) => a.score - b.score || b.failing - a.failing || a.url.localeCompare(b.url))
          .slice(0, 5)
      : [],
    keywordChecks: full ? keywordChecks : [],
    recommendations,
    pages: full
      ? input.pages.map((page) => ({
          url: page.finalUrl,
          title: page.title,
          score: page.seoScore,
          error: page.error,
        }))
      : [],
  };
}
