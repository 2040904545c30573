/**
 * Queues a scan of the customer's current address so that it really happens (issue 19): a scan
 * still waiting in the queue takes the new address and runs now (its back-off and attempts start
 * over), a run of another address is left to finish unnoticed (it ends as 'superseded', without a
 * report), a run whose runner died no longer blocks the key, and the monthly scan follows the
 * address too. Call it inside the transaction that stores the address.
 */
import { leaseRanOut } from "../jobs/claim.ts";
import { enqueueJob, type SqlRunner } from "../jobs/enqueue.ts";
import { closeScansOfJob } from "./interrupted-scan.ts";
import { closePausedScans } from "./scan-in-parts.ts";

/** The customer's one scan in the queue (onboarding, a new address, 'Opnieuw proberen'). */
export const siteScanKey = (userId: string) => `site-scan:${userId}`;
/** The next monthly scan, queued after each scan for the end of the period. */
export const monthlyScanKey = (userId: string) => `site-scan-monthly:${userId}`;

export type ScanReason = "onboarding" | "website-changed" | "retry";

export async function queueSiteScan(
  sql: SqlRunner,
  scan: { userId: string; siteUrl: string; reason: ScanReason },
): Promise<{ queued: boolean }> {
  const key = siteScanKey(scan.userId);
  const payload = sql.json({ siteUrl: scan.siteUrl, reason: scan.reason });
  await sql`
    update public.jobs
    set payload = jsonb_set(payload, '{siteUrl}', to_jsonb(${scan.siteUrl}::text)), updated_at = now()
    where dedupe_key = ${monthlyScanKey(scan.userId)} and status = 'queued'`;
  const abandoned = await sql<{ id: string }[]>`
    update public.jobs
    set status = 'failed', last_error = 'abandoned: superseded by a new scan', finished_at = now(),
        locked_at = null, locked_until = null, locked_by = null, updated_at = now()
    where dedupe_key = ${key} and status = 'running' and ${leaseRanOut(sql)}
    returning id`;
  for (const job of abandoned) await closeScansOfJob(sql, job.id);
  await sql`
    update public.jobs set dedupe_key = null, updated_at = now()
    where dedupe_key = ${key} and status = 'running'
      and payload ->> 'siteUrl' is distinct from ${scan.siteUrl}`;
  const [requeued] = await sql<{ id: string }[]>`
    update public.jobs
    set payload = ${payload}, run_at = now(), attempts = 0, last_error = null, updated_at = now()
    where dedupe_key = ${key} and status = 'queued'
    returning id`;
  if (requeued) {
    // A scan paused between parts starts over with the new payload: its row is done with.
    await closePausedScans(sql, requeued.id);
    return { queued: true };
  }
  const job = await enqueueJob(sql, {
    kind: "site-scan",
    userId: scan.userId,
    payload: { siteUrl: scan.siteUrl, reason: scan.reason },
    dedupeKey: key,
  });
  return { queued: job.created };
}
