/**
 * A scan split over process-jobs invocations. The edge runtime stops an invocation after 2 s of
 * CPU time, and auditing a large site (50 pages of a few hundred KB) takes more. So a part stops
 * once the invocation's CPU budget is spent or it fetched SCAN_PART_MAX_PAGES pages, stores its
 * pages, keeps where the crawl got to on the scan row (`crawl_state`) and queues the job again
 * with `continuation`; the next invocation goes on from there, the last part makes the report.
 * Between parts the row stays 'running' with its progress, so the dashboard keeps showing
 * "Scan bezig (n van m pagina's)". A continuation whose row is no longer running (closed as
 * interrupted after a runner died, or superseded) or is of another address starts a new scan.
 */
import { z } from "zod";
import type { Sql } from "../db.ts";
import type { PageFactsResult } from "../facts/extract-page-facts.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import type { CrawledPage, CrawlState } from "./crawl-site.ts";

/**
 * Pages per part at most, whatever the CPU figure says: a part's memory grows with the pages it
 * parses (up to 5 MB each), and under Node the CPU budget cannot be measured at all.
 */
export const SCAN_PART_MAX_PAGES = 15;

export const continuationSchema = z.object({
  scanId: z.uuid(),
  /** Parts done so far (1 after the first). */
  part: z.number().int().min(1),
});
export type Continuation = z.infer<typeof continuationSchema>;

export interface ResumedScan {
  id: string;
  siteUrl: string;
  pageLimit: number;
  state: CrawlState;
}

/** The paused scan this job goes on with, when it is still running, this job's, and of `siteUrl`. */
export async function resumableScan(
  sql: Sql,
  job: { id: string },
  continuation: Continuation,
  siteUrl: string,
): Promise<ResumedScan | null> {
  const [row] = await sql<
    { id: string; site_url: string; page_limit: number; crawl_state: CrawlState | null }[]
  >`
    select id, site_url, page_limit, crawl_state from public.site_scans
    where id = ${continuation.scanId} and job_id = ${job.id} and status = 'running'`;
  if (!row?.crawl_state) return null;
  if (row.site_url !== siteUrl) {
    await closePausedScans(sql, job.id);
    return null;
  }
  return { id: row.id, siteUrl, pageLimit: row.page_limit, state: row.crawl_state };
}

/**
 * A job queued again while its scan was paused between parts (the customer saved another
 * address, or the same one again): that scan will not be continued, so it is closed as
 * superseded instead of staying 'running'.
 */
export async function closePausedScans(sql: SqlRunner, jobId: string): Promise<void> {
  await sql`
    update public.site_scans
    set status = 'superseded', crawl_state = null, finished_at = now()
    where job_id = ${jobId} and status = 'running'`;
}

/** Stores where the crawl got to; false when the row was closed meanwhile (taken over). */
export async function pauseScan(
  sql: Sql,
  scanId: string,
  state: CrawlState,
  progress: { done: number; planned: number },
): Promise<boolean> {
  const [row] = await sql`
    update public.site_scans
    set crawl_state = ${sql.json(state as never)}, pages_done = ${progress.done},
        pages_planned = ${progress.planned}, progress_at = now()
    where id = ${scanId} and status = 'running'
    returning id`;
  return row !== undefined;
}

export async function storePages(sql: Sql, scanId: string, pages: CrawledPage[]): Promise<void> {
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

/** What the end of a scan needs of every page of every part: outcome and site facts. */
export interface StoredPageOutcome {
  url: string;
  statusCode: number | null;
  error: string | null;
  errorCode: CrawledPage["errorCode"];
  siteFacts: PageFactsResult | null;
}

export async function storedOutcomes(sql: Sql, scanId: string): Promise<StoredPageOutcome[]> {
  const rows = await sql<
    {
      url: string;
      status_code: number | null;
      error: string | null;
      error_code: CrawledPage["errorCode"];
      site_facts: PageFactsResult | null;
    }[]
  >`
    select url, status_code, error, error_code, site_facts from public.scan_pages
    where scan_id = ${scanId} order by id`;
  return rows.map((row) => ({
    url: row.url,
    statusCode: row.status_code,
    error: row.error,
    errorCode: row.error_code,
    siteFacts: row.site_facts,
  }));
}
