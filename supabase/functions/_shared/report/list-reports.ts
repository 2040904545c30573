import type { ReportListItem } from "../contract/reports.ts";
import type { Sql } from "../db.ts";

interface ListRow {
  id: string;
  created_at: Date;
  site_url: string;
  score: number | null;
  pages_scanned: number;
  kind: "checklist" | "full";
  trend: number | null;
}

/** A customer's reports, newest first: the reports function's list and the public API's. */
export async function listReports(sql: Sql, userId: string): Promise<ReportListItem[]> {
  const rows = await sql<ListRow[]>`
    select id, created_at, site_url, score, pages_scanned, kind,
           (report -> 'trend' ->> 'delta')::int as trend
    from public.reports where user_id = ${userId}
    order by created_at desc limit 100`;
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    siteUrl: row.site_url,
    score: row.score,
    trend: row.trend,
    pagesScanned: row.pages_scanned,
    kind: row.kind,
    status: "ready",
  }));
}
