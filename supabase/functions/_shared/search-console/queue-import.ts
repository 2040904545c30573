import { enqueueJob, type SqlRunner } from "../jobs/enqueue.ts";

export const SEARCH_CONSOLE_IMPORT_KIND = "search-console-import";

/** At most one queued or running import per customer. */
export function importKey(userId: string): string {
  return `${SEARCH_CONSOLE_IMPORT_KIND}:${userId}`;
}

/**
 * The daily run: 10:00 UTC, after the Pacific day (Search Console's) has ended and Google has
 * had the morning to publish the day before's data.
 */
export function nextDailyRun(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(10, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Queues the customer's import (now, unless a time is given). An import already queued is
 * reused and brought forward to that time (a property chosen today must not wait for tomorrow's
 * daily run).
 */
export async function enqueueSearchConsoleImport(
  sql: SqlRunner,
  userId: string,
  runAt: Date = new Date(),
) {
  const job = await enqueueJob(sql, {
    kind: SEARCH_CONSOLE_IMPORT_KIND,
    userId,
    payload: {},
    runAt,
    dedupeKey: importKey(userId),
  });
  if (!job.created) {
    await sql`
      update public.jobs set run_at = ${runAt}, updated_at = now()
      where id = ${job.id} and status = 'queued' and run_at > ${runAt}`;
  }
  return job;
}

/**
 * Lets the running import give up its dedupe key, so it can queue its own follow-up (the next
 * backfill chunk or tomorrow's run) under the same key.
 */
export async function releaseImportKey(sql: SqlRunner, jobId: string): Promise<void> {
  await sql`update public.jobs set dedupe_key = null where id = ${jobId}`;
}
