/**
 * Turns the engine's audits (and, later, PageSpeed Insights' categories) into the analysis result
 * the browser shows (contract/analyzer.ts). Pure: no I/O, so every figure is unit-tested.
 * A category nobody measured stays null; the overall score is the rounded mean of the measured.
 */
import type { AnalysisIssue, AnalysisResult } from "../contract/analyzer.ts";
import { IMPACT_RANK, ISSUE_CATALOGUE } from "../seo/issue-catalogue.ts";
import type { AuditResult, PageAuditResult } from "../seo/types.ts";
import type { PageSpeedResult } from "./pagespeed.ts";

/** What the result needs besides the audits: the fetch's own facts. */
export interface FetchFacts {
  id: string;
  url: string;
  finalUrl: string;
  analyzedAt: string;
  fetchMs: number;
  bytes: number;
}

/** The part of a result that is stored; `cached` belongs to each answer. */
export type StoredAnalysis = Omit<AnalysisResult, "cached">;

export const PAGE_SPEED_RECOMMENDATION =
  "Verbeter de laadsnelheid van je pagina (prestatiescore onder 90): comprimeer afbeeldingen, laad scripts uitgesteld en gebruik caching.";

/** The catalogue's plain-Dutch title (with a count where it helps) and why it matters. */
function issueFor(audit: AuditResult): AnalysisIssue {
  const rule = ISSUE_CATALOGUE[audit.id];
  const count = audit.details.items.length;
  const text = count > 1 ? `${rule.title} (${count} elementen)` : rule.title;
  return { type: rule.type, text, why: rule.why, impact: rule.impact, auditId: audit.id };
}

function failing(page: PageAuditResult): AuditResult[] {
  return (Object.values(page.audits) as AuditResult[])
    .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
    .sort(
      (a, b) =>
        IMPACT_RANK[ISSUE_CATALOGUE[a.id].impact] - IMPACT_RANK[ISSUE_CATALOGUE[b.id].impact],
    );
}

export function meanScore(scores: Array<number | null>): number | null {
  const measured = scores.filter((score): score is number => score !== null);
  if (measured.length === 0) return null;
  return Math.round(measured.reduce((sum, score) => sum + score, 0) / measured.length);
}

function overall(metrics: StoredAnalysis["metrics"]): number | null {
  return meanScore([
    metrics.seoScore,
    metrics.performanceScore,
    metrics.accessibilityScore,
    metrics.bestPracticesScore,
  ]);
}

/** The fast result: our engine's SEO score only, the HTML document's own time and size. */
export function buildAnalysis(
  page: PageAuditResult,
  facts: FetchFacts,
  pagespeed: StoredAnalysis["pagespeed"],
): StoredAnalysis {
  const failed = failing(page);
  const recommendations = failed
    .map((audit) => audit.recommendation)
    .filter((text): text is string => text !== null);
  const metrics = {
    seoScore: page.seoScore.percent,
    performanceScore: null,
    accessibilityScore: null,
    bestPracticesScore: null,
    pageSpeed: null,
  };
  return {
    id: facts.id,
    url: facts.url,
    finalUrl: facts.finalUrl,
    analyzedAt: facts.analyzedAt,
    overallScore: overall(metrics),
    metrics,
    source: {
      seo: metrics.seoScore === null ? null : "vindbaar",
      performance: null,
      accessibility: null,
      bestPractices: null,
    },
    issues: failed.map(issueFor),
    recommendations: [...new Set(recommendations)],
    loadTime: Math.round(facts.fetchMs),
    loadTimeSource: "html",
    pageSize: facts.bytes,
    pageSizeSource: "html",
    audits: page.audits as StoredAnalysis["audits"],
    pagespeed,
  };
}

/**
 * Adds PageSpeed Insights' Lighthouse categories: they are measured in a real browser, so they
 * replace ours where both exist (the SEO category included: it sees script-rendered content).
 * Our audits and issues stay: they carry the Dutch advice and the elements to fix.
 */
export function mergePageSpeed(result: StoredAnalysis, psi: PageSpeedResult): StoredAnalysis {
  const pick = (measured: number | null, ours: number | null) => measured ?? ours;
  const metrics = {
    seoScore: pick(psi.scores.seo, result.metrics.seoScore),
    performanceScore: psi.scores.performance,
    accessibilityScore: psi.scores.accessibility,
    bestPracticesScore: psi.scores.bestPractices,
    pageSpeed: psi.speedIndexDisplay,
  };
  const from = (value: number | null) => (value === null ? null : ("pagespeed" as const));
  const recommendations = [...result.recommendations];
  if (
    metrics.performanceScore !== null &&
    metrics.performanceScore < 90 &&
    !recommendations.includes(PAGE_SPEED_RECOMMENDATION)
  ) {
    recommendations.push(PAGE_SPEED_RECOMMENDATION);
  }
  return {
    ...result,
    metrics,
    overallScore: overall(metrics),
    source: {
      seo: psi.scores.seo === null ? result.source.seo : "pagespeed",
      performance: from(metrics.performanceScore),
      accessibility: from(metrics.accessibilityScore),
      bestPractices: from(metrics.bestPracticesScore),
    },
    recommendations,
    loadTime: psi.speedIndexMs ?? result.loadTime,
    loadTimeSource: psi.speedIndexMs === null ? result.loadTimeSource : "speed-index",
    pageSize: psi.totalByteWeight ?? result.pageSize,
    pageSizeSource: psi.totalByteWeight === null ? result.pageSizeSource : "total",
    pagespeed: { status: "done", error: null },
  };
}
