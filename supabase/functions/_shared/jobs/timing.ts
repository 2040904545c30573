/**
 * Every time the job queue works with, in one place (docs/decisions/047-recovery-in-seconds.md).
 * Lease arithmetic happens in SQL with the database's `now()`: all runners share that one clock,
 * whatever the clocks of the machines they run on say.
 */
export const JOB_TIMING = {
  /**
   * A claimed job is the runner's for this long; the runner extends it while it works. A runner
   * that died stops extending, and the next runner (pg_cron calls process-jobs every minute)
   * takes the job over once the lease ran out: about a minute after the last sign of life.
   */
  leaseSeconds: 60,
  /** How often a working runner extends its leases: four chances per lease before it runs out. */
  heartbeatSeconds: 15,
  /**
   * Work that reports progress (the scan after each page) extends the lease as well, at most
   * this often: a busy event loop can hold up the timer, never the work itself.
   */
  progressHeartbeatSeconds: 5,
  /**
   * A job still running under a runner from before leases (no `locked_until`): its lock counted
   * as taken over after this long, as it did then.
   */
  legacyLockMinutes: 15,
  /** process-jobs stops claiming after this (hosted Edge Functions stop after about 150 s). */
  runBudgetMs: 100_000,
  /**
   * CPU time one process-jobs invocation spends before it claims no more jobs and a scan pauses
   * for its next part. The edge runtime allows 2 s; what runs on after the budget is spent (the
   * pages in flight, storing them, the report on a scan's last part) must fit in the rest with
   * 30 % to spare (docs/decisions/049-inside-the-edge-limits.md has the measurements).
   */
  cpuBudgetMs: 800,
  /** Back-off after a failed attempt: 1 min, 5 min, 25 min, about 2 h, then 6 h. */
  retry: { firstSeconds: 60, factor: 5, maxSeconds: 6 * 60 * 60 },
} as const;

/** Seconds until the next attempt after `attempts` failed ones: quick for blips, patient for outages. */
export function retryDelaySeconds(attempts: number): number {
  const { firstSeconds, factor, maxSeconds } = JOB_TIMING.retry;
  return Math.min(firstSeconds * factor ** Math.max(0, attempts - 1), maxSeconds);
}

/** The lease times a runner works with; tests pass shorter ones to watch a lease run out. */
export interface LeaseTiming {
  leaseSeconds: number;
  heartbeatSeconds: number;
  progressHeartbeatSeconds: number;
}

export const DEFAULT_LEASE: LeaseTiming = {
  leaseSeconds: JOB_TIMING.leaseSeconds,
  heartbeatSeconds: JOB_TIMING.heartbeatSeconds,
  progressHeartbeatSeconds: JOB_TIMING.progressHeartbeatSeconds,
};
