/**
 * The state of the customer's scan of their current address, as the dashboard and Rapporten show
 * it (contract/site-scan.ts): queued, running with its progress, failed with its reason and when
 * the queue tries again, or done. A running scan that stopped moving counts as failed
 * ("onderbroken"), so a runner that died never leaves "Scan bezig" on screen for good.
 */
import { SCAN_STALE_AFTER_MINUTES, type ScanStatus } from "../contract/site-scan.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import { siteScanKey } from "./queue-site-scan.ts";
import { SCAN_FAILURE_REASONS } from "./scan-failure.ts";

interface ScanRow {
  status: "running" | "done" | "failed";
  pages_done: number;
  pages_planned: number;
  pages_scanned: number;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
  progress_at: Date;
  stale: boolean;
  /**
   * Paused between two parts (scan-in-parts.ts) with its job waiting in the queue for the next
   * run: the onboarding scan's or the monthly one's.
   */
  paused: boolean;
}

interface JobRow {
  status: "queued" | "running" | "done" | "failed";
  run_at: Date;
  due: boolean;
  finished_at: Date | null;
}

async function latestScan(sql: SqlRunner, userId: string, siteUrl: string) {
  const [row] = await sql<ScanRow[]>`
    select status, pages_done, pages_planned, pages_scanned, error, started_at, finished_at,
           progress_at,
           progress_at < now() - make_interval(mins => ${SCAN_STALE_AFTER_MINUTES}) as stale,
           crawl_state is not null and exists (
             select 1 from public.jobs job
             where job.id = site_scans.job_id and job.status = 'queued') as paused
    from public.site_scans
    where user_id = ${userId} and site_url = ${siteUrl} and status <> 'superseded'
    order by started_at desc limit 1`;
  return row;
}

/** The key's job still to run, else its last one (a job that failed before it could scan). */
async function latestJob(sql: SqlRunner, userId: string) {
  const [row] = await sql<JobRow[]>`
    select status, run_at, run_at <= now() as due, finished_at from public.jobs
    where dedupe_key = ${siteScanKey(userId)} and kind = 'site-scan'
    order by (status in ('queued', 'running')) desc, created_at desc limit 1`;
  return row;
}

export async function scanStatusOf(
  sql: SqlRunner,
  userId: string,
  canRetry: () => Promise<boolean>,
): Promise<ScanStatus> {
  const [profile] = await sql<{ website_url: string }[]>`
    select website_url from public.business_profiles where user_id = ${userId}`;
  if (!profile) return { state: "none" };
  const siteUrl = profile.website_url;
  const failedStatus = async (reason: string, at: Date, retryAt: Date | null) => ({
    state: "failed" as const,
    siteUrl,
    reason,
    failedAt: at.toISOString(),
    retryAt: retryAt?.toISOString() ?? null,
    canRetry: await canRetry(),
  });
  const [scan, job] = [await latestScan(sql, userId, siteUrl), await latestJob(sql, userId)];
  const active = job?.status === "queued" || job?.status === "running";
  // A paused scan is not stuck, however long a busy queue keeps its next part waiting.
  const moving = scan?.status === "running" && (!scan.stale || scan.paused);

  if (moving) {
    return {
      state: "running",
      siteUrl,
      pagesDone: scan.pages_done,
      pagesPlanned: scan.pages_planned,
      startedAt: scan.started_at.toISOString(),
    };
  }
  const failed = scan?.status === "failed" || scan?.status === "running";
  // A scan about to start (or just claimed); a failed scan waiting for its back-off stays failed.
  if (active && (job.due || !failed)) return { state: "queued", siteUrl };
  if (failed) {
    const reason =
      scan.status === "failed"
        ? (scan.error ?? SCAN_FAILURE_REASONS.noPages)
        : SCAN_FAILURE_REASONS.interrupted;
    return failedStatus(reason, scan.finished_at ?? scan.progress_at, active ? job.run_at : null);
  }
  if (scan?.status === "done") {
    return {
      state: "done",
      siteUrl,
      pagesScanned: scan.pages_scanned,
      finishedAt: (scan.finished_at ?? scan.started_at).toISOString(),
    };
  }
  // No scan of this address, nothing queued: the job failed before it could scan.
  if (job?.status === "failed") {
    return failedStatus(SCAN_FAILURE_REASONS.unexpected, job.finished_at ?? job.run_at, null);
  }
  return { state: "none" };
}
