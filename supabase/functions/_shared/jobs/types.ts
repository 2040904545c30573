import type { Sql } from "../db.ts";
import type { InvocationBudget } from "./invocation-budget.ts";

/** A job row as the processor claimed it (status running, attempts already counted). */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  user_id: string | null;
  attempts: number;
  max_attempts: number;
  /** The job was running under a runner whose lease ran out (it died): this claim took it over. */
  taken_over: boolean;
}

export interface JobContext {
  sql: Sql;
  /**
   * Aborted when the job is no longer this runner's (its lease ran out and another runner took
   * it over): stop, and write nothing more for it.
   */
  signal: AbortSignal;
  /** A sign of progress (a page scanned): extends the lease when the last extension is a while ago. */
  heartbeat(): void;
  /** The invocation's CPU budget: a job that can stop half-way does so once it is spent. */
  budget: InvocationBudget;
}

/**
 * Returned by a handler that did part of its work and wants the rest done by a later invocation
 * (the edge runtime's CPU limit): the job goes back to the queue with `payload`, keeping its
 * place in line (run_at), and this part counts as no attempt.
 */
export class ContinueJob {
  constructor(readonly payload: Record<string, unknown>) {}
}

/** Does the work; the returned object is stored as the job's result. Throw to retry later. */
export type JobHandler = (
  job: ClaimedJob,
  context: JobContext,
) => Promise<Record<string, unknown> | ContinueJob | void>;

/**
 * Tidies up what a runner that died left half-done (its scan row still 'running'), before the job
 * is tried again or, with no attempts left, failed.
 */
export type TakeoverHandler = (job: ClaimedJob, context: { sql: Sql }) => Promise<void>;

/** A failure that retrying cannot fix (bad payload, unknown kind): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = "PermanentJobError";
}

/** The job was taken over by another runner while this one still worked on it. */
export class LeaseLostError extends Error {
  override readonly name = "LeaseLostError";
}
