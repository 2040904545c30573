import type { Sql } from "../db.ts";

/** A job row as the processor claimed it (status running, attempts already counted). */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  user_id: string | null;
  attempts: number;
  max_attempts: number;
}

export interface JobContext {
  sql: Sql;
}

/** Does the work; the returned object is stored as the job's result. Throw to retry later. */
export type JobHandler = (
  job: ClaimedJob,
  context: JobContext,
) => Promise<Record<string, unknown> | void>;

/** A failure that retrying cannot fix (bad payload, unknown kind): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = "PermanentJobError";
}
