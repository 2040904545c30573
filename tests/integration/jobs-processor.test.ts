import postgres from "postgres";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { claimDueJobs } from "../../supabase/functions/_shared/jobs/claim.ts";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";
import { processDueJobs } from "../../supabase/functions/_shared/jobs/process-due-jobs.ts";
import { JOB_TIMING, retryDelaySeconds } from "../../supabase/functions/_shared/jobs/timing.ts";
import type { ClaimedJob, JobHandler } from "../../supabase/functions/_shared/jobs/types.ts";
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
    expect(summary).toEqual({ processed: 1, succeeded: 1, continued: 0, retried: 0, failed: 0 });
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

/**
 * Time passing for a claimed job: its lock and lease move back by `seconds`. Leases are reckoned
 * with the database's clock (every runner shares it), so this is how a test lets a minute pass
 * for one job without waiting for it.
 */
const passes = (id: string, seconds: number) => sql`
  update public.jobs
  set locked_at = locked_at - make_interval(secs => ${seconds}),
      locked_until = locked_until - make_interval(secs => ${seconds})
  where id = ${id}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lease times short enough to watch one run out in a test. */
const SHORT_LEASE = { leaseSeconds: 1, heartbeatSeconds: 0.2, progressHeartbeatSeconds: 0 };

describe("leases: a runner that died is noticed within about a minute", () => {
  it("takes a job over once its lease ran out, a minute after the claim, not before", async () => {
    const job = await enqueueJob(sql, { kind: "test-ok" });
    // A runner claims the job and dies: it never heartbeats or finishes.
    const [claimed] = await claimDueJobs(sql, { limit: 1, workerId: "runner-that-died" });
    expect(claimed).toMatchObject({ id: job.id, attempts: 1, taken_over: false });
    const [lease] = await sql<{ seconds: number }[]>`
      select round(extract(epoch from locked_until - locked_at))::int as seconds
      from public.jobs where id = ${job.id}`;
    expect(lease!.seconds).toBe(JOB_TIMING.leaseSeconds);

    const seen: ClaimedJob[] = [];
    const handlers = {
      "test-ok": async (taken: ClaimedJob) => {
        seen.push(taken);
        return { finished: true };
      },
    };
    await passes(job.id, JOB_TIMING.leaseSeconds - 5);
    expect(await run(handlers)).toMatchObject({ processed: 0 });
    expect(await row(job.id)).toMatchObject({ status: "running", attempts: 1 });

    await passes(job.id, 6);
    expect(await run(handlers)).toEqual({
      processed: 1,
      succeeded: 1,
      continued: 0,
      retried: 0,
      failed: 0,
    });
    expect(seen).toEqual([expect.objectContaining({ id: job.id, attempts: 2, taken_over: true })]);
    expect(await row(job.id)).toMatchObject({
      status: "done",
      attempts: 2,
      last_error: null,
      result: { finished: true },
    });
  });

  it("tidies up after the dead runner and fails the job when it had no attempt left", async () => {
    const job = await enqueueJob(sql, { kind: "test-ok", maxAttempts: 1 });
    await claimDueJobs(sql, { limit: 1, workerId: "runner-that-died" });
    await passes(job.id, JOB_TIMING.leaseSeconds + 1);
    const tidied: string[] = [];
    const ran: string[] = [];
    const summary = await processDueJobs(sql, {
      handlers: { "test-ok": async (taken) => void ran.push(taken.id) },
      takeovers: { "test-ok": async (taken) => void tidied.push(taken.id) },
      maxJobs: 20,
      timeBudgetMs: 20_000,
    });
    expect(summary).toEqual({ processed: 1, succeeded: 0, continued: 0, retried: 0, failed: 1 });
    expect(tidied).toEqual([job.id]);
    expect(ran).toEqual([]);
    expect(await row(job.id)).toMatchObject({
      status: "failed",
      attempts: 2,
      last_error: "Lease expired: runner runner-that-died stopped responding during attempt 1",
    });
  });

  it("leaves a live runner its job however long it works: the heartbeat extends the lease", async () => {
    const job = await enqueueJob(sql, { kind: "test-slow" });
    const other = connect();
    let takenOver = false;
    const working = processDueJobs(connect(), {
      handlers: { "test-slow": () => sleep(2_500).then(() => ({ by: "live" })) },
      maxJobs: 1,
      timeBudgetMs: 20_000,
      workerId: "live-runner",
      lease: SHORT_LEASE,
    });
    // Other runners come by every 200 ms, well past the one-second lease of the claim.
    for (let tick = 0; tick < 12; tick++) {
      await sleep(200);
      const summary = await processDueJobs(other, {
        handlers: { "test-slow": async () => void (takenOver = true) },
        maxJobs: 1,
        timeBudgetMs: 20_000,
        lease: SHORT_LEASE,
      });
      expect(summary.processed).toBe(0);
    }
    expect(await working).toEqual({
      processed: 1,
      succeeded: 1,
      continued: 0,
      retried: 0,
      failed: 0,
    });
    expect(takenOver).toBe(false);
    expect(await row(job.id)).toMatchObject({
      status: "done",
      attempts: 1,
      result: { by: "live" },
    });
  });

  it("a runner presumed dead stops and writes nothing over the runner that took its job", async () => {
    const job = await enqueueJob(sql, { kind: "test-slow" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let aborted = false;
    // This runner's heartbeats stop reaching the database (they are due only every minute).
    const cutOff = processDueJobs(connect(), {
      handlers: {
        "test-slow": async (_job, context) => {
          await held;
          context.heartbeat();
          await sleep(100);
          aborted = context.signal.aborted;
          return { by: "cut-off" };
        },
      },
      maxJobs: 1,
      timeBudgetMs: 20_000,
      workerId: "cut-off-runner",
      lease: { leaseSeconds: 1, heartbeatSeconds: 60, progressHeartbeatSeconds: 0 },
    });
    await sleep(1_300);
    expect(
      await processDueJobs(connect(), {
        handlers: { "test-slow": async () => ({ by: "successor" }) },
        maxJobs: 1,
        timeBudgetMs: 20_000,
      }),
    ).toMatchObject({ processed: 1, succeeded: 1 });
    release();
    // Counted as retried: the job went on in the other runner's hands.
    expect(await cutOff).toEqual({
      processed: 1,
      succeeded: 0,
      continued: 0,
      retried: 1,
      failed: 0,
    });
    expect(aborted).toBe(true);
    expect(await row(job.id)).toMatchObject({
      status: "done",
      attempts: 2,
      result: { by: "successor" },
    });
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
    expect(await response.json()).toEqual({
      processed: 1,
      succeeded: 0,
      continued: 0,
      retried: 0,
      failed: 1,
    });
    expect(await row(first.id)).toMatchObject({ status: "failed" });

    await enqueueJob(sql, { kind: "no-such-kind" });
    expect(await emulator().jobs.runDue()).toEqual({
      processed: 1,
      succeeded: 0,
      continued: 0,
      retried: 0,
      failed: 1,
    });
    expect(await emulator().jobs.runDue()).toEqual({
      processed: 0,
      succeeded: 0,
      continued: 0,
      retried: 0,
      failed: 0,
    });
  });
});
