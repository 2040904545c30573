/**
 * After an upgrade the current period's reports follow the new plan: a checklist made on a plan
 * without the monthly report becomes the full report (and gets its PDF) as soon as the plan
 * includes it, assembled again from the scan's stored pages — nothing is scanned again, so the
 * figures stay those of that scan. A report never shrinks: after a downgrade, or for an earlier
 * period, what the customer has stays as it is.
 */
import { contentSubscription } from "../content/planning/content-period.ts";
import type { Report } from "../contract/reports.ts";
import type { Sql } from "../db.ts";
import { storedScanPages } from "../scan/scan-page-store.ts";
import { assembleReport } from "./assemble-report.ts";

interface ChecklistRow {
  id: string;
  scan_id: string;
  report: Report;
}

/** Never throws: a failure here must not keep a customer from the reports they have. */
export async function followPlan(sql: Sql, userId: string): Promise<void> {
  try {
    await upgradeCurrentChecklists(sql, userId);
  } catch (error) {
    console.error("reports: could not bring the current reports up to the plan", error);
  }
}

async function upgradeCurrentChecklists(sql: Sql, userId: string): Promise<void> {
  const subscription = await contentSubscription(sql, userId);
  if (!subscription?.plan.monthlyReport) return;
  const rows = await sql<ChecklistRow[]>`
    select id, scan_id, report from public.reports
    where user_id = ${userId} and kind = 'checklist'
      and created_at >= ${subscription.period.start}::date`;
  if (rows.length === 0) return;
  const [profile] = await sql<{ keywords: string[] }[]>`
    select keywords from public.business_profiles where user_id = ${userId}`;
  for (const row of rows) {
    const { trend, keywordChecks } = row.report;
    // The keywords the report checked; a checklist from before those were kept: the profile's.
    const keywords =
      keywordChecks.length > 0
        ? keywordChecks.map((check) => check.keyword)
        : (profile?.keywords ?? []);
    const report = assembleReport({
      scanId: row.report.scanId,
      siteUrl: row.report.siteUrl,
      businessName: row.report.businessName,
      createdAt: row.report.createdAt,
      plan: subscription.plan.id,
      keywords,
      previous:
        trend.previousDate === null
          ? null
          : { createdAt: trend.previousDate, siteScore: trend.previousScore },
      pages: await storedScanPages(sql, row.scan_id),
    });
    await sql`
      update public.reports set kind = ${report.kind}, report = ${sql.json(report as never)}
      where id = ${row.id} and kind = 'checklist'`;
  }
}
