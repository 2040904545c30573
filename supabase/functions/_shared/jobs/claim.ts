import type { Sql } from "../db.ts";
import type { ClaimedJob } from "./types.ts";

export interface ClaimOptions {
  limit: number;
  workerId: string;
  /** A running job whose lock is older than this belongs to a runner that died: take it over. */
  staleAfterMinutes: number;
}

/**
 * Claims up to `limit` due jobs in one statement. `FOR UPDATE SKIP LOCKED` makes concurrent
 * runners (two cron ticks, the emulator's timer and a test's run-due) each take different rows
 * instead of waiting for or double-running each other's.
 */
export async function claimDueJobs(sql: Sql, options: ClaimOptions): Promise<ClaimedJob[]> {
  return sql<ClaimedJob[]>`
    update public.jobs as job
    set status = 'running', attempts = job.attempts + 1, locked_at = now(),
        locked_by = ${options.workerId}, updated_at = now()
    where job.id in (
      select id from public.jobs
      where (status = 'queued' and run_at <= now())
         or (status = 'running'
             and locked_at < now() - make_interval(mins => ${options.staleAfterMinutes}))
      order by run_at
      limit ${options.limit}
      for update skip locked
    )
    returning job.id, job.kind, job.payload, job.user_id, job.attempts, job.max_attempts`;
}
