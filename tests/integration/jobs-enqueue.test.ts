import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";
import { useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const emulator = useEmulator();
let sql: postgres.Sql | undefined;
const db = () =>
  (sql ??= postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} }));
afterAll(async () => {
  await sql?.end();
});

describe("enqueueJob", () => {
  it("queues a due job with its payload", async () => {
    const job = await enqueueJob(db(), {
      kind: "site-scan",
      payload: { siteUrl: "https://a.nl/" },
    });
    expect(job.created).toBe(true);
    const [row] =
      await db()`select kind, payload, status, attempts, max_attempts from public.jobs where id = ${job.id}`;
    expect(row).toEqual({
      kind: "site-scan",
      payload: { siteUrl: "https://a.nl/" },
      status: "queued",
      attempts: 0,
      max_attempts: 5,
    });
  });

  it("reuses the active job of the same dedupe key, and queues anew once it is done", async () => {
    const first = await enqueueJob(db(), { kind: "site-scan", dedupeKey: "scan:one" });
    const second = await enqueueJob(db(), { kind: "site-scan", dedupeKey: "scan:one" });
    expect(second).toEqual({ id: first.id, created: false });
    await db()`update public.jobs set status = 'done' where id = ${first.id}`;
    const third = await enqueueJob(db(), { kind: "site-scan", dedupeKey: "scan:one" });
    expect(third.created).toBe(true);
    expect(third.id).not.toBe(first.id);
  });

  it("refuses a malformed kind", async () => {
    await expect(enqueueJob(db(), { kind: "Bad Kind" })).rejects.toThrow(/jobs_kind_check/);
  });
});
