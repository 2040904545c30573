/**
 * Turns one scan into the customer's report (pure: no I/O; docs/decisions/019-report-and-pdf.md).
 * The plan decides how much of it there is, by its `monthlyReport` fact (the catalogue's
 * "Maandelijks SEO-rapport (PDF)"): without it a checklist (issues and recommendations, keyword
 * tips included), with it the full report (also the pages to improve, the keyword table and every
 * page) and its PDF.
 */
import { planById } from "../contract/plans.ts";
import { keywordChecks, keywordTips } from "./keyword-checks.ts";
import { pagesToImprove, topIssues } from "./report-issues.ts";
import type { Report, ReportInput } from "./types.ts";

/** The site score: the rounded mean SEO score of the pages the engine could audit. */
function siteScoreOf(scores: number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
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
  // A page that could not be fetched has no audits: it is listed, but scores nothing.
  const audited = input.pages.filter((page) => page.error === null && page.seoScore !== null);
  const siteScore = siteScoreOf(audited.map((page) => page.seoScore!));
  const full = planById(input.plan)?.monthlyReport ?? false;
  const issues = topIssues(audited);
  const checks = keywordChecks(audited, input.keywords);
  const issueAdvice = issues.flatMap((issue) =>
    issue.recommendation ? [issue.recommendation] : [],
  );

  return {
    kind: full ? "full" : "checklist",
    scanId: input.scanId,
    siteUrl: input.siteUrl,
    businessName: input.businessName,
    createdAt: input.createdAt,
    pagesScanned: audited.length,
    siteScore,
    // A scan runs our SEO engine only; the other Lighthouse categories need a browser per page,
    // so they are reported as not measured (null), never estimated.
    categories: { seo: siteScore, performance: null, accessibility: null, bestPractices: null },
    trend: trendOf(siteScore, input.previous),
    topIssues: issues,
    pagesToImprove: full ? pagesToImprove(audited) : [],
    // Every report keeps its keyword checks: the checklist's keyword tips come from them and
    // 'Jouw zoekwoorden' shows them, so both say the same; only the full report draws the table.
    keywordChecks: checks,
    // In issue order (the most important first), then the keyword tips, each advice once.
    recommendations: [...new Set([...issueAdvice, ...keywordTips(checks)])],
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
