import type postgres from "postgres";
import { expect } from "vitest";
import type { Emulator } from "../../emulator/index.ts";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";

/** Runs a site scan of `siteUrl` for the user to the end and returns the finished scan's id. */
export async function runSiteScan(
  emulator: Emulator,
  db: postgres.Sql,
  userId: string,
  siteUrl: string,
): Promise<string> {
  await enqueueJob(db, {
    kind: "site-scan",
    userId,
    payload: { siteUrl, reason: "manual" },
  });
  expect(await emulator.jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
  const [latest] = await db<{ id: string; status: string }[]>`
    select id, status from public.site_scans where user_id = ${userId}
    order by started_at desc limit 1`;
  expect(latest?.status).toBe("done");
  return latest!.id;
}
