import type { Sql } from "../db.ts";
import { type InvocationBudget, UNLIMITED_BUDGET } from "./invocation-budget.ts";
import { holdLease, type JobLease } from "./lease.ts";
import { type LeaseTiming, retryDelaySeconds } from "./timing.ts";
import {
  type ClaimedJob,
  ContinueJob,
  type JobHandler,
  LeaseLostError,
  PermanentJobError,
  type TakeoverHandler,
} from "./types.ts";

/**
 * "retried" also covers a job this runner lost to another one (its lease ran out while it
 * worked): the other runner is trying it again. "continued": the job did a part of its work and
 * is queued again for the rest.
 */
export type JobOutcome = "succeeded" | "continued" | "retried" | "failed";

export interface RunOptions {
  handlers: Readonly<Record<string, JobHandler>>;
  /** Per kind, what to tidy up when the job was taken over from a runner that died. */
  takeovers?: Readonly<Record<string, TakeoverHandler>>;
  workerId: string;
  lease: LeaseTiming;
  /** The invocation's CPU budget (process-jobs); unlimited when not given. */
  budget?: InvocationBudget;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}

/**
 * Runs one claimed job under its lease and records the outcome: done with its result; or back
 * to the queue after retryDelaySeconds; or failed once max_attempts is reached or the error is
 * permanent. The row keeps the last error either way, so a failure is visible, never lost.
 * Every write is fenced by `locked_by`: a runner whose job was taken over meanwhile writes
 * nothing over the new runner's work.
 */
export async function runClaimedJob(
  sql: Sql,
  job: ClaimedJob,
  options: RunOptions,
): Promise<JobOutcome> {
  const lease = holdLease(sql, job, { workerId: options.workerId, timing: options.lease });
  try {
    return await attempt(sql, job, options, lease);
  } finally {
    await lease.release();
  }
}

async function attempt(
  sql: Sql,
  job: ClaimedJob,
  options: RunOptions,
  lease: JobLease,
): Promise<JobOutcome> {
  const ours = sql`id = ${job.id} and locked_by = ${options.workerId}`;
  try {
    if (job.taken_over) {
      await options.takeovers?.[job.kind]?.(job, { sql });
      // The runner that died used the last attempt: fail with the reason the claim recorded.
      if (job.attempts > job.max_attempts) {
        const [row] = await sql`
          update public.jobs
          set status = 'failed', finished_at = now(), locked_at = null, locked_until = null,
              locked_by = null, updated_at = now()
          where ${ours} returning id`;
        return row ? "failed" : "retried";
      }
    }
    const handler = options.handlers[job.kind];
    if (!handler) throw new PermanentJobError(`Unknown job kind "${job.kind}"`);
    const result = await handler(job, {
      sql,
      signal: lease.signal,
      heartbeat: lease.heartbeat,
      budget: options.budget ?? UNLIMITED_BUDGET,
    });
    if (lease.signal.aborted) throw lease.signal.reason;
    if (result instanceof ContinueJob) {
      // Back in the queue at its old place (run_at unchanged, so a backlog does not push the
      // rest of a scan behind later work); the part went well, so it uses up no attempt.
      const [row] = await sql`
        update public.jobs
        set status = 'queued', payload = ${sql.json(result.payload as never)},
            attempts = greatest(attempts - 1, 0), last_error = null,
            locked_at = null, locked_until = null, locked_by = null, updated_at = now()
        where ${ours} returning id`;
      return row ? "continued" : "retried";
    }
    const [row] = await sql`
      update public.jobs
      set status = 'done', result = ${sql.json((result ?? {}) as never)}, finished_at = now(),
          locked_at = null, locked_until = null, locked_by = null, last_error = null,
          updated_at = now()
      where ${ours} returning id`;
    return row ? "succeeded" : "retried";
  } catch (error) {
    if (error instanceof LeaseLostError || lease.signal.aborted) return "retried";
    const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
    const [row] = final
      ? await sql`
          update public.jobs
          set status = 'failed', last_error = ${describe(error)}, finished_at = now(),
              locked_at = null, locked_until = null, locked_by = null, updated_at = now()
          where ${ours} returning id`
      : await sql`
          update public.jobs
          set status = 'queued', last_error = ${describe(error)},
              run_at = now() + make_interval(secs => ${retryDelaySeconds(job.attempts)}),
              locked_at = null, locked_until = null, locked_by = null, updated_at = now()
          where ${ours} returning id`;
    return row && final ? "failed" : "retried";
  }
}
