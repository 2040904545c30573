/**
 * A scan split over process-jobs invocations. The edge runtime stops an invocation after 2 s of
 * CPU time, and auditing a large site (50 pages of a few hundred KB) takes more. So a part stops
 * once the invocation's CPU budget is spent or it fetched SCAN_PART_MAX_PAGES pages, stores its
 * pages, keeps where the crawl got to on the scan row (`crawl_state`) and queues the job again
 * with `continuation`; the next invocation goes on from there. The last part makes the report
 * from the pages it crawled itself (in memory) and those of the earlier parts (read back once).
 * Between parts the row stays 'running' with its progress, so the dashboard keeps showing
 * "Scan bezig (n van m pagina's)". A continuation whose row is no longer running (closed as
 * interrupted after a runner died, or superseded) or is of another address starts a new scan.
 */
import { z } from "zod";
import type { Sql } from "../db.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import type { InvocationBudget } from "../jobs/invocation-budget.ts";
import type { CrawlState } from "./crawl-frontier.ts";
import type { CrawlPart } from "./crawl-site.ts";
import type { ScanPage } from "./scan-page.ts";
import { storedScanPages } from "./scan-page-store.ts";

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

/**
 * Before starting another page: whether this part stops here. At least one page per part, so a
 * scan claimed beside heavier work still gets on.
 */
export function partIsDone(startedInPart: number, budget: InvocationBudget): boolean {
  return startedInPart > 0 && (startedInPart >= SCAN_PART_MAX_PAGES || budget.spent());
}

/**
 * Whether this part makes the report: the crawl is over, and did not spend this invocation's
 * budget (then the report gets an invocation of its own; a part without pages always makes it,
 * so this defers once at most).
 */
export function makesTheReport(part: CrawlPart, budget: InvocationBudget): boolean {
  return part.finished && !(part.pages.length > 0 && budget.spent());
}

/**
 * The pages earlier parts of this scan stored (earlier invocations, so they are not in memory),
 * read once by the part that makes the report, before it stores its own; none for a scan that
 * started in this invocation (`partsBefore` 0).
 */
export async function pagesOfEarlierParts(
  sql: Sql,
  scan: { id: string; partsBefore: number },
): Promise<ScanPage[]> {
  return scan.partsBefore > 0 ? storedScanPages(sql, scan.id) : [];
}
