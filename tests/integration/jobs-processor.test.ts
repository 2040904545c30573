import postgres from "postgres";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";
import { processDueJobs } from "../../supabase/functions/_shared/jobs/process-due-jobs.ts";
import { retryDelaySeconds } from "../../supabase/functions/_shared/jobs/run-job.ts";
import type { JobHandler } from "../../supabase/functions/_shared/jobs/types.ts";
import { useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const emulator = useEmulator();
const connections: postgres.Sql[] = [];
function connect(): postgres.Sql {
  const sql = postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} });
  connections.push(sql);
  return sql;
}
let sql: postgres.Sql;
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.end()));
});
beforeEach(async () => {
  sql ??= connect();
  await sql`delete from public.jobs`;
});

const run = (handlers: Record<string, JobHandler>, db = sql) =>
  processDueJobs(db, { handlers, maxJobs: 20, timeBudgetMs: 20_000 });

const row = async (id: string) =>
  (
    await sql<
      Array<{
        status: string;
        attempts: number;
        last_error: string | null;
        result: unknown;
        delay: number;
      }>
    >`select status, attempts, last_error, result,
             round(extract(epoch from run_at - now()))::int as delay
      from public.jobs where id = ${id}`
  )[0]!;

describe("processDueJobs", () => {
  it("runs a due job and stores its result; a job due later waits", async () => {
    const due = await enqueueJob(sql, { kind: "test-ok", payload: { n: 2 } });
    const later = await enqueueJob(sql, {
      kind: "test-ok",
      runAt: new Date(Date.now() + 3_600_000),
    });
    const summary = await run({
      "test-ok": async (job) => ({ doubled: (job.payload.n as number) * 2 }),
    });
    expect(summary).toEqual({ processed: 1, succeeded: 1, retried: 0, failed: 0 });
    expect(await row(due.id)).toMatchObject({
      status: "done",
      attempts: 1,
      result: { doubled: 4 },
    });
    expect(await row(later.id)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("retries a failed attempt with back-off and fails it after max_attempts, the error kept", async () => {
    const job = await enqueueJob(sql, { kind: "test-flaky", maxAttempts: 2 });
    const handlers = {
      "test-flaky": async () => {
        throw new Error("De website reageerde niet");
      },
    };
    expect(await run(handlers)).toMatchObject({ processed: 1, retried: 1 });
    const retried = await row(job.id);
    expect(retried).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: "De website reageerde niet",
    });
    expect(retried.delay).toBeGreaterThanOrEqual(58);
    expect(retried.delay).toBeLessThanOrEqual(60);

    await sql`update public.jobs set run_at = now() where id = ${job.id}`;
    expect(await run(handlers)).toMatchObject({ processed: 1, failed: 1 });
    expect(await row(job.id)).toMatchObject({
      status: "failed",
      attempts: 2,
      last_error: "De website reageerde niet",
    });
  });

  it("fails an unknown kind at once", async () => {
    const job = await enqueueJob(sql, { kind: "no-such-kind" });
    expect(await run({})).toMatchObject({ failed: 1 });
    expect(await row(job.id)).toMatchObject({
      status: "failed",
      last_error: 'Unknown job kind "no-such-kind"',
    });
  });

  it("takes over a job whose runner died (stale lock), but not one still running", async () => {
    const stale = await enqueueJob(sql, { kind: "test-ok" });
    const live = await enqueueJob(sql, { kind: "test-ok" });
    await sql`update public.jobs set status = 'running', attempts = 1, locked_at = now() - interval '1 hour' where id = ${stale.id}`;
    await sql`update public.jobs set status = 'running', attempts = 1, locked_at = now() where id = ${live.id}`;
    expect(await run({ "test-ok": async () => ({}) })).toMatchObject({
      processed: 1,
      succeeded: 1,
    });
    expect(await row(stale.id)).toMatchObject({ status: "done", attempts: 2 });
    expect(await row(live.id)).toMatchObject({ status: "running" });
  });

  it("never runs one job twice when two runners work at the same time", async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => enqueueJob(sql, { kind: "test-slow" }).then((job) => job.id)),
    );
    const runs: string[] = [];
    const handlers = {
      "test-slow": async (job: { id: string }) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const [a, b] = await Promise.all([run(handlers, connect()), run(handlers, connect())]);
    expect(a.processed + b.processed).toBe(6);
    expect([...runs].sort()).toEqual([...ids].sort());
  });
});

describe("retryDelaySeconds", () => {
  it("backs off 1, 5, 25 minutes, then caps at 6 hours", () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelaySeconds)).toEqual([60, 300, 1500, 7500, 21600, 21600]);
  });
});

describe("process-jobs and the emulator's run-due", () => {
  it("refuses a caller without the service-role key", async () => {
    for (const bearer of [undefined, emulator().anonKey, "wrong"]) {
      const response = await fetch(`${emulator().url}/functions/v1/process-jobs`, {
        method: "POST",
        headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Only the scheduler may run jobs" });
    }
  });

  it("runs due jobs through the function, from the API and from the test hook", async () => {
    const first = await enqueueJob(sql, { kind: "no-such-kind" });
    const response = await fetch(`${emulator().url}/emulator/v1/jobs/run-due`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ processed: 1, succeeded: 0, retried: 0, failed: 1 });
    expect(await row(first.id)).toMatchObject({ status: "failed" });

    await enqueueJob(sql, { kind: "no-such-kind" });
    expect(await emulator().jobs.runDue()).toEqual({
      processed: 1,
      succeeded: 0,
      retried: 0,
      failed: 1,
    });
    expect(await emulator().jobs.runDue()).toEqual({
      processed: 0,
      succeeded: 0,
      retried: 0,
      failed: 0,
    });
  });
});
