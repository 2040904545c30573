/**
 * After a scan: the report from its pages, the customer's profile (name, keywords) and their
 * previous report (the trend), stored in public.reports.
 */
import type { PlanId } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import type { CompactAudit } from "../seo/compact-audits.ts";
import { assembleReport } from "./assemble-report.ts";
import type { ReportScanPage } from "./types.ts";

interface PageRow {
  url: string;
  final_url: string;
  status_code: number | null;
  seo_score: number | null;
  audits: Record<string, CompactAudit>;
  title: string | null;
  h1s: string[];
  headings: string[];
  error: string | null;
}

/** The stored pages of one scan, in the order they were scanned. */
export async function scanPages(sql: Sql, scanId: string): Promise<ReportScanPage[]> {
  const pages = await sql<PageRow[]>`
    select url, final_url, status_code, seo_score, audits, title, h1s, headings, error
    from public.scan_pages where scan_id = ${scanId} order by id`;
  return pages.map((page) => ({
    url: page.url,
    finalUrl: page.final_url,
    statusCode: page.status_code,
    seoScore: page.seo_score,
    audits: page.audits,
    title: page.title,
    h1s: page.h1s,
    headings: page.headings,
    error: page.error,
  }));
}

export async function createReport(
  sql: Sql,
  scan: { id: string; userId: string; siteUrl: string },
  plan: PlanId,
): Promise<{ reportId: string; score: number | null }> {
  const pages = await scanPages(sql, scan.id);
  const [profile] = await sql<{ business_name: string; keywords: string[] }[]>`
    select business_name, keywords from public.business_profiles where user_id = ${scan.userId}`;
  const [previous] = await sql<{ created_at: Date; score: number | null }[]>`
    select created_at, score from public.reports
    where user_id = ${scan.userId} order by created_at desc limit 1`;
  const report = assembleReport({
    scanId: scan.id,
    siteUrl: scan.siteUrl,
    businessName: profile?.business_name ?? new URL(scan.siteUrl).hostname,
    createdAt: new Date().toISOString(),
    plan,
    keywords: profile?.keywords ?? [],
    previous: previous
      ? { createdAt: previous.created_at.toISOString(), siteScore: previous.score }
      : null,
    pages,
  });
  const [row] = await sql<{ id: string }[]>`
    insert into public.reports (user_id, scan_id, site_url, kind, score, pages_scanned, report, created_at)
    values (${scan.userId}, ${scan.id}, ${scan.siteUrl}, ${report.kind}, ${report.siteScore},
            ${report.pagesScanned}, ${sql.json(report as never)}, ${report.createdAt})
    returning id`;
  return { reportId: row!.id, score: report.siteScore };
}
