import type { Sql } from "../db.ts";
import { claimDueJobs } from "./claim.ts";
import { type JobOutcome, runClaimedJob } from "./run-job.ts";
import type { JobHandler } from "./types.ts";

export interface ProcessOptions {
  handlers: Readonly<Record<string, JobHandler>>;
  /** Stop claiming after this many jobs. */
  maxJobs: number;
  /** Stop claiming once this much time has passed (a hosted function has a wall-clock limit). */
  timeBudgetMs: number;
  /** Jobs run side by side; a scan is mostly waiting for the network. */
  concurrency?: number;
  workerId?: string;
}

export interface ProcessSummary {
  processed: number;
  succeeded: number;
  retried: number;
  failed: number;
}

/** Claims and runs due jobs until none are due, maxJobs ran, or the time budget is spent. */
export async function processDueJobs(sql: Sql, options: ProcessOptions): Promise<ProcessSummary> {
  const summary: ProcessSummary = { processed: 0, succeeded: 0, retried: 0, failed: 0 };
  const workerId = options.workerId ?? `worker-${crypto.randomUUID()}`;
  const started = Date.now();
  const concurrency = options.concurrency ?? 2;
  const count = (outcome: JobOutcome) => {
    summary.processed += 1;
    summary[outcome] += 1;
  };
  while (summary.processed < options.maxJobs && Date.now() - started < options.timeBudgetMs) {
    const jobs = await claimDueJobs(sql, {
      limit: Math.min(concurrency, options.maxJobs - summary.processed),
      workerId,
      staleAfterMinutes: 15,
    });
    if (jobs.length === 0) break;
    const outcomes = await Promise.all(
      jobs.map((job) => runClaimedJob(sql, job, options.handlers)),
    );
    outcomes.forEach(count);
  }
  return summary;
}
