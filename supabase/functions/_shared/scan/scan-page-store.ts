/**
 * public.scan_pages ⇄ ScanPage, in one place: the scan stores every page it crawled (the history
 * the dashboard and the reports read), and what is read back of a scan is the same ScanPage. The
 * scan itself reads its pages back only where they are not in memory: the pages of its earlier
 * parts (scan-in-parts.ts), and a report made again after an upgrade (report/follow-plan.ts).
 */
import type { Sql } from "../db.ts";
import type { PageFactsResult } from "../facts/extract-page-facts.ts";
import type { CompactAudit } from "../seo/compact-audits.ts";
import type { ScanPage } from "./scan-page.ts";

interface ScanPageRow {
  url: string;
  final_url: string;
  status_code: number | null;
  seo_score: number | null;
  audits: Record<string, CompactAudit>;
  title: string | null;
  h1s: string[];
  headings: string[];
  fetch_ms: number | null;
  bytes: number | null;
  error: string | null;
  error_code: ScanPage["errorCode"];
  site_facts: PageFactsResult | null;
}

function scanPageOf(row: ScanPageRow): ScanPage {
  return {
    url: row.url,
    finalUrl: row.final_url,
    statusCode: row.status_code,
    seoScore: row.seo_score,
    audits: row.audits,
    title: row.title,
    h1s: row.h1s,
    headings: row.headings,
    fetchMs: row.fetch_ms,
    bytes: row.bytes,
    error: row.error,
    errorCode: row.error_code,
    siteFacts: row.site_facts,
  };
}

/** Stores the pages in the order given (their ids keep it: the order they were scanned in). */
export async function storeScanPages(sql: Sql, scanId: string, pages: ScanPage[]): Promise<void> {
  for (const page of pages) {
    await sql`
      insert into public.scan_pages
        (scan_id, url, final_url, status_code, seo_score, audits, title, h1s, headings, fetch_ms,
         bytes, error, error_code, site_facts)
      values
        (${scanId}, ${page.url}, ${page.finalUrl}, ${page.statusCode}, ${page.seoScore},
         ${sql.json(page.audits as never)}, ${page.title}, ${page.h1s}, ${page.headings},
         ${page.fetchMs}, ${page.bytes}, ${page.error}, ${page.errorCode},
         ${page.siteFacts ? sql.json(page.siteFacts as never) : null})`;
  }
}

/** The stored pages of one scan, in the order they were scanned. */
export async function storedScanPages(sql: Sql, scanId: string): Promise<ScanPage[]> {
  const rows = await sql<ScanPageRow[]>`
    select url, final_url, status_code, seo_score, audits, title, h1s, headings, fetch_ms, bytes,
           error, error_code, site_facts
    from public.scan_pages where scan_id = ${scanId} order by id`;
  return rows.map(scanPageOf);
}
