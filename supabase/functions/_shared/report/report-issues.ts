/**
 * The issues of a scan across its pages, and the pages with the most to gain. An issue is a
 * binary audit that failed (score 0); informative and not-applicable audits are never issues.
 * Title, why, type and impact come from the one catalogue the analyzer uses too
 * (../seo/issue-catalogue.ts); the advice is the engine's, as plain text.
 */
import { IMPACT_RANK, ISSUE_CATALOGUE, type IssueRule } from "../seo/issue-catalogue.ts";
import type { AuditId } from "../seo/types.ts";
import type { ScanPage } from "../scan/scan-page.ts";
import type { Report, ReportIssue } from "./types.ts";

/** The engine's texts mark code with Markdown backticks; the report shows plain text. */
export const plainText = (text: string) => text.replace(/`/g, "");

function failingIssues(page: ScanPage) {
  return Object.entries(page.audits).flatMap(([auditId, audit]) => {
    const rule: IssueRule | undefined = ISSUE_CATALOGUE[auditId as AuditId];
    return audit.scoreDisplayMode === "binary" && audit.score === 0 && rule
      ? [{ auditId, audit, rule }]
      : [];
  });
}

/**
 * One row per failing audit with the pages it fails on (in scan order), ranked by impact (Hoog
 * first), then by pages affected, then by audit id so equal issues always come out in the same
 * order.
 */
export function topIssues(pages: ScanPage[]): ReportIssue[] {
  const issues = new Map<string, ReportIssue>();
  for (const page of pages) {
    for (const { auditId, audit, rule } of failingIssues(page)) {
      const issue = issues.get(auditId) ?? {
        auditId,
        title: rule.title,
        why: rule.why,
        type: rule.type,
        impact: rule.impact,
        pagesAffected: 0,
        pages: [],
        recommendation: audit.recommendation === null ? null : plainText(audit.recommendation),
      };
      issue.pagesAffected += 1;
      issue.pages.push(page.finalUrl);
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

/** How much a failing audit weighs when two pages have the same score. */
const IMPACT_WEIGHT: Record<IssueRule["impact"], number> = { Hoog: 3, Gemiddeld: 2, Laag: 1 };

/**
 * The five pages with the most to gain. The SEO score is what a customer sees move, so the
 * lowest score comes first (100 − score is the room left); among equal scores, the page whose
 * failing audits weigh most (Hoog 3, Gemiddeld 2, Laag 1: audits outside the SEO score, such as
 * heading-order or is-on-https, count here too), then the URL for a stable order. A page with a
 * score of 100 and nothing failing has nothing to gain and is left out.
 */
export function pagesToImprove(pages: ScanPage[]): Report["pagesToImprove"] {
  return pages
    .flatMap((page) => {
      const failing = failingIssues(page);
      const weight = failing.reduce((sum, { rule }) => sum + IMPACT_WEIGHT[rule.impact], 0);
      if (page.seoScore === null || (page.seoScore === 100 && failing.length === 0)) return [];
      return [
        {
          entry: {
            url: page.finalUrl,
            title: page.title,
            score: page.seoScore,
            failing: failing.length,
          },
          weight,
        },
      ];
    })
    .sort(
      (a, b) =>
        a.entry.score - b.entry.score ||
        b.weight - a.weight ||
        a.entry.url.localeCompare(b.entry.url),
    )
    .slice(0, 5)
    .map(({ entry }) => entry);
}
