/**
 * A scan whose runner died (the edge runtime stopped it, the machine went away) leaves its row
 * 'running'. Whoever takes the job over closes that row as failed with the interruption as its
 * reason, and the retry makes a new row: a scan row records one crawl, and its pages belong to
 * that crawl only, so the dead attempt's pages never mix with the new one's.
 */
import type { SqlRunner } from "../jobs/enqueue.ts";
import type { TakeoverHandler } from "../jobs/types.ts";
import { SCAN_FAILURE_REASONS } from "./scan-failure.ts";

export async function closeScansOfJob(sql: SqlRunner, jobId: string): Promise<void> {
  await sql`
    update public.site_scans
    set status = 'failed', error = ${SCAN_FAILURE_REASONS.interrupted},
        error_code = 'interrupted', finished_at = now()
    where job_id = ${jobId} and status = 'running'`;
}

export const closeInterruptedScan: TakeoverHandler = (job, { sql }) => closeScansOfJob(sql, job.id);
