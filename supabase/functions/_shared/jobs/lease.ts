/**
 * A runner's hold on a claimed job: it extends the job's lease (`locked_until`) on a timer and
 * when the work reports progress, so a live runner keeps its job however long the work takes,
 * and a runner that died loses it about a lease later. An extension only succeeds while the row
 * is still this runner's; when it is not (the lease ran out and another runner took the job
 * over), `signal` aborts so the work can stop.
 */
import type { Sql } from "../db.ts";
import type { LeaseTiming } from "./timing.ts";
import { LeaseLostError } from "./types.ts";

export interface JobLease {
  signal: AbortSignal;
  /** A sign of progress: extends the lease unless that happened less than a moment ago. */
  heartbeat(): void;
  /** Stops extending; resolves once an extension under way is written. */
  release(): Promise<void>;
}

export function holdLease(
  sql: Sql,
  job: { id: string },
  holder: { workerId: string; timing: LeaseTiming },
): JobLease {
  const { leaseSeconds, heartbeatSeconds, progressHeartbeatSeconds } = holder.timing;
  const controller = new AbortController();
  let extendedAt = Date.now();
  let extending: Promise<void> | null = null;

  async function extend(): Promise<void> {
    const rows = await sql`
      update public.jobs
      set locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
      where id = ${job.id} and status = 'running' and locked_by = ${holder.workerId}
      returning id`;
    if (rows.length === 0) {
      controller.abort(new LeaseLostError(`Job ${job.id} was taken over by another runner`));
    }
  }

  function beat(): void {
    if (extending || controller.signal.aborted) return;
    extendedAt = Date.now();
    extending = extend()
      // A missed extension is not fatal: the lease outlasts several heartbeats.
      .catch((error: unknown) => console.error(`jobs: lease of ${job.id} not extended`, error))
      .finally(() => (extending = null));
  }

  const timer = setInterval(beat, heartbeatSeconds * 1000);
  return {
    signal: controller.signal,
    heartbeat() {
      if (Date.now() - extendedAt >= progressHeartbeatSeconds * 1000) beat();
    },
    async release() {
      clearInterval(timer);
      await extending;
    },
  };
}
