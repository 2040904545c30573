import type { Sql } from "../db.ts";
import { type ClaimedJob, type JobHandler, PermanentJobError } from "./types.ts";

export type JobOutcome = "succeeded" | "retried" | "failed";

/** 1 min, 5 min, 25 min, about 2 h, then 6 h: quick for blips, patient for outages. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 5 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}

/**
 * Runs one claimed job and records the outcome: done with its result; or back to the queue after
 * retryDelaySeconds; or failed once max_attempts is reached or the error is permanent. The row
 * keeps the last error either way, so a failure is visible, never lost.
 */
export async function runClaimedJob(
  sql: Sql,
  job: ClaimedJob,
  handlers: Readonly<Record<string, JobHandler>>,
): Promise<JobOutcome> {
  try {
    const handler = handlers[job.kind];
    if (!handler) throw new PermanentJobError(`Unknown job kind "${job.kind}"`);
    const result = await handler(job, { sql });
    await sql`
      update public.jobs
      set status = 'done', result = ${sql.json((result ?? {}) as never)}, finished_at = now(),
          locked_at = null, locked_by = null, last_error = null, updated_at = now()
      where id = ${job.id}`;
    return "succeeded";
  } catch (error) {
    const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
    if (final) {
      await sql`
        update public.jobs
        set status = 'failed', last_error = ${describe(error)}, finished_at = now(),
            locked_at = null, locked_by = null, updated_at = now()
        where id = ${job.id}`;
      return "failed";
    }
    await sql`
      update public.jobs
      set status = 'queued', last_error = ${describe(error)},
          run_at = now() + make_interval(secs => ${retryDelaySeconds(job.attempts)}),
          locked_at = null, locked_by = null, updated_at = now()
      where id = ${job.id}`;
    return "retried";
  }
}
