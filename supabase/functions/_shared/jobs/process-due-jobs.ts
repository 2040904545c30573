import type { Sql } from "../db.ts";
import { claimDueJobs } from "./claim.ts";
import { type InvocationBudget, UNLIMITED_BUDGET } from "./invocation-budget.ts";
import { type JobOutcome, runClaimedJob } from "./run-job.ts";
import { DEFAULT_LEASE, type LeaseTiming } from "./timing.ts";
import type { JobHandler, TakeoverHandler } from "./types.ts";

export interface ProcessOptions {
  handlers: Readonly<Record<string, JobHandler>>;
  /** Per kind, what to tidy up after a runner that died (kinds.ts). */
  takeovers?: Readonly<Record<string, TakeoverHandler>>;
  /** Stop claiming after this many jobs. */
  maxJobs: number;
  /** Stop claiming once this much time has passed (a hosted function has a wall-clock limit). */
  timeBudgetMs: number;
  /** Jobs run side by side; a scan is mostly waiting for the network. */
  concurrency?: number;
  workerId?: string;
  /** Lease and heartbeat times; JOB_TIMING's unless a test wants to watch a lease run out. */
  lease?: LeaseTiming;
  /** Stop claiming once this invocation's CPU budget is spent (the edge runtime's 2 s limit). */
  budget?: InvocationBudget;
}

export interface ProcessSummary {
  processed: number;
  succeeded: number;
  /** Jobs that did a part of their work and wait in the queue for the next invocation. */
  continued: number;
  retried: number;
  failed: number;
}

/**
 * Claims and runs due jobs until none are due, maxJobs ran, the time budget or the CPU budget is
 * spent, or a job continues in parts (it paused because this invocation has done its share).
 */
export async function processDueJobs(sql: Sql, options: ProcessOptions): Promise<ProcessSummary> {
  const summary: ProcessSummary = {
    processed: 0,
    succeeded: 0,
    continued: 0,
    retried: 0,
    failed: 0,
  };
  const budget = options.budget ?? UNLIMITED_BUDGET;
  const workerId = options.workerId ?? `worker-${crypto.randomUUID()}`;
  const lease = options.lease ?? DEFAULT_LEASE;
  const started = Date.now();
  const concurrency = options.concurrency ?? 2;
  const count = (outcome: JobOutcome) => {
    summary.processed += 1;
    summary[outcome] += 1;
  };
  while (
    summary.processed < options.maxJobs &&
    Date.now() - started < options.timeBudgetMs &&
    !budget.spent()
  ) {
    const jobs = await claimDueJobs(sql, {
      limit: Math.min(concurrency, options.maxJobs - summary.processed),
      workerId,
      leaseSeconds: lease.leaseSeconds,
    });
    if (jobs.length === 0) break;
    const outcomes = await Promise.all(
      jobs.map((job) =>
        runClaimedJob(sql, job, {
          handlers: options.handlers,
          takeovers: options.takeovers,
          workerId,
          lease,
          budget,
        }),
      ),
    );
    outcomes.forEach(count);
    if (outcomes.includes("continued")) break;
  }
  return summary;
}
