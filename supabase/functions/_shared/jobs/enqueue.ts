/**
 * Queues background work in public.jobs (supabase/migrations/20261124100000_jobs.sql). Callers
 * pass their transaction when the job belongs to a write (e.g. the onboarding profile and its
 * first scan commit together). With a `dedupeKey`, a job of that key that is still queued or
 * running is reused instead of queuing a second one.
 */
import type postgres from "postgres";

/** A connection or a transaction: anything that runs tagged-template SQL. */
export type SqlRunner = postgres.Sql | postgres.TransactionSql;

export interface EnqueueJob {
  kind: string;
  payload?: Record<string, unknown>;
  userId?: string | null;
  /** When the job becomes due; default now. */
  runAt?: Date;
  dedupeKey?: string | null;
  maxAttempts?: number;
}

export interface EnqueuedJob {
  id: string;
  /** False when an active job with the same dedupe key already existed. */
  created: boolean;
}

export async function enqueueJob(sql: SqlRunner, job: EnqueueJob): Promise<EnqueuedJob> {
  const runAt = job.runAt ?? new Date();
  const [inserted] = await sql<{ id: string }[]>`
    insert into public.jobs (kind, payload, user_id, run_at, dedupe_key, max_attempts)
    values (${job.kind}, ${sql.json((job.payload ?? {}) as postgres.JSONValue)},
            ${job.userId ?? null}, ${runAt}, ${job.dedupeKey ?? null}, ${job.maxAttempts ?? 5})
    on conflict (dedupe_key) where dedupe_key is not null and status in ('queued', 'running')
    do nothing
    returning id`;
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await sql<{ id: string }[]>`
    select id from public.jobs
    where dedupe_key = ${job.dedupeKey ?? null} and status in ('queued', 'running')
    limit 1`;
  if (!existing) throw new Error(`enqueueJob: no job for dedupe key ${job.dedupeKey}`);
  return { id: existing.id, created: false };
}
