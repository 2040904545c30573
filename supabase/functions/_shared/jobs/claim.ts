import type { Sql } from "../db.ts";
import type { SqlRunner } from "./enqueue.ts";
import { DEFAULT_LEASE, JOB_TIMING } from "./timing.ts";
import type { ClaimedJob } from "./types.ts";

/**
 * A running job's runner is gone: its lease ran out. A job claimed by a runner from before
 * leases has no `locked_until`; its lock counts for as long as it did then.
 */
export const leaseRanOut = (sql: SqlRunner) => sql`
  coalesce(locked_until, locked_at + make_interval(mins => ${JOB_TIMING.legacyLockMinutes}))
    < now()`;

export interface ClaimOptions {
  limit: number;
  workerId: string;
  /** How long the claim holds before the runner must extend it (lease.ts). */
  leaseSeconds?: number;
}

/**
 * Claims up to `limit` due jobs in one statement: queued jobs that are due, and running jobs
 * whose lease ran out (their runner died; `taken_over` says so and `last_error` keeps who it
 * was). `FOR UPDATE SKIP LOCKED` makes concurrent runners (two cron ticks, the emulator's timer
 * and a test's run-due) each take different rows instead of waiting for or double-running each
 * other's. Every claim counts as an attempt, a taken-over one too, so a job that kills its runner
 * every time still ends after max_attempts.
 */
export async function claimDueJobs(sql: Sql, options: ClaimOptions): Promise<ClaimedJob[]> {
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE.leaseSeconds;
  return sql<ClaimedJob[]>`
    with due as (
      select id, status = 'running' as taken_over from public.jobs
      where (status = 'queued' and run_at <= now())
         or (status = 'running' and ${leaseRanOut(sql)})
      order by run_at
      limit ${options.limit}
      for update skip locked
    )
    update public.jobs as job
    set status = 'running', attempts = job.attempts + 1, locked_at = now(),
        locked_until = now() + make_interval(secs => ${leaseSeconds}),
        locked_by = ${options.workerId}, updated_at = now(),
        last_error = case when due.taken_over
          then 'Lease expired: runner ' || coalesce(job.locked_by, 'unknown')
               || ' stopped responding during attempt ' || job.attempts
          else job.last_error end
    from due
    where job.id = due.id
    returning job.id, job.kind, job.payload, job.user_id, job.attempts, job.max_attempts,
              due.taken_over`;
}
