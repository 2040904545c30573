/**
 * After a scan: the report from its pages (handed over in memory by the scan job), the customer's
 * profile (name, keywords) and their previous report (the trend), stored in public.reports.
 */
import type { PlanId } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import type { ScanPage } from "../scan/scan-page.ts";
import { assembleReport } from "./assemble-report.ts";

export async function createReport(
  sql: Sql,
  scan: { id: string; userId: string; siteUrl: string },
  pages: ScanPage[],
  plan: PlanId,
): Promise<{ reportId: string; score: number | null }> {
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
