import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { claimDueJobs } from "../../supabase/functions/_shared/jobs/claim.ts";
import { claimForWriting } from "../../supabase/functions/_shared/content/writing/write-post.ts";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";
import { UNLIMITED_BUDGET } from "../../supabase/functions/_shared/jobs/invocation-budget.ts";
import { JOB_TIMING } from "../../supabase/functions/_shared/jobs/timing.ts";
import { JOB_HANDLERS } from "../../supabase/functions/process-jobs/job-kinds.ts";
import { signUpCustomer, subscribe } from "./billing-support.ts";
import {
  call,
  customerWithQueuedScan,
  eventually,
  profileWith,
  startSmallSite,
  storeProfileUnchecked,
  type SmallSite,
  actAsFunctionProcess,
} from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * Jobs whose runner died half-way (the edge runtime stopped it, the machine went away): the next
 * process-jobs run after the job's lease ran out takes the job over and tidies up first. A scan's
 * row is closed as failed with the interruption as its reason and the scan runs again in a new
 * row; a post left 'writing' is written after all. A runner still inside its lease is left alone.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let site: SmallSite;
let plainSite: SmallSite;
beforeAll(async () => {
  site = await startSmallSite({ pages: ["/", "/a", "/b"], held: ["/b"] });
  plainSite = await startSmallSite();
});
afterAll(async () => {
  await site.close();
  await plainSite.close();
});
const { emulator, db } = useSiteEmulator({ extraHosts: () => [site.host, plainSite.host] });

interface ScanRow {
  id: string;
  status: string;
  error: string | null;
  error_code: string | null;
  pages_done: number;
  pages_scanned: number;
  finished: boolean;
}

const scansOf = (jobId: string) => db()<ScanRow[]>`
  select id, status, error, error_code, pages_done, pages_scanned,
         finished_at is not null as finished
  from public.site_scans where job_id = ${jobId} order by started_at`;

const jobRow = async (jobId: string) =>
  (
    await db()<{ status: string; attempts: number; locked_by: string | null }[]>`
      select status, attempts, locked_by from public.jobs where id = ${jobId}`
  )[0];

/** A minute and a bit passes for the job's lease (reckoned with the database's clock). */
const leaseRunsOut = (jobId: string) => db()`
  update public.jobs
  set locked_at = locked_at - make_interval(secs => ${JOB_TIMING.leaseSeconds + 1}),
      locked_until = locked_until - make_interval(secs => ${JOB_TIMING.leaseSeconds + 1})
  where id = ${jobId}`;

describe("a scan whose runner died", () => {
  it("is closed as interrupted and scanned again by the next run once the lease ran out", async () => {
    const siteUrl = `${site.origin}/`;
    const customer = await customerWithQueuedScan(emulator(), db(), {
      prefix: "scan-herstel",
      siteUrl,
      plan: "price_basic",
    });

    // A runner claims the scan and starts crawling with its own database connection …
    // It runs in this process, as a function would.
    actAsFunctionProcess(emulator(), [site.host, plainSite.host]);
    const runnerDb = postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} });
    const [claimed] = await claimDueJobs(runnerDb, { limit: 1, workerId: "runner-that-died" });
    expect(claimed).toMatchObject({ kind: "site-scan", user_id: customer.id, attempts: 1 });
    const jobId = claimed!.id;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const dying = JOB_HANDLERS["site-scan"]!(claimed!, {
      sql: runnerDb,
      signal: new AbortController().signal,
      heartbeat: () => {},
      budget: UNLIMITED_BUDGET,
    }).catch((error: unknown) => error);
    const [running] = await eventually(
      () => scansOf(jobId),
      (rows) => rows[0]?.pages_done === 2,
    );
    // … and dies with /b still loading: its connection is gone, nothing more is written.
    await runnerDb.end({ timeout: 0 });
    site.release();
    expect(await dying).toBeInstanceOf(Error);
    quiet.mockRestore();
    expect(await scansOf(jobId)).toEqual([{ ...running, status: "running", finished: false }]);

    // Within the lease nobody takes the job: its runner might still be working.
    expect(await emulator().jobs.runDue()).toMatchObject({ processed: 0 });
    expect(await jobRow(jobId)).toMatchObject({ status: "running", locked_by: "runner-that-died" });

    // The lease runs out a minute after the runner's last sign of life.
    await leaseRunsOut(jobId);
    expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });

    expect(await scansOf(jobId)).toEqual([
      {
        ...running,
        status: "failed",
        error: "De scan is onderbroken voordat hij klaar was.",
        error_code: "interrupted",
        finished: true,
      },
      {
        id: expect.any(String),
        status: "done",
        error: null,
        error_code: null,
        pages_done: 3,
        pages_scanned: 3,
        finished: true,
      },
    ]);
    expect(await jobRow(jobId)).toEqual({ status: "done", attempts: 2, locked_by: null });
    expect((await call(customer, "site-scan", "GET")).body).toEqual({
      state: "done",
      siteUrl,
      pagesScanned: 3,
      finishedAt: expect.any(String),
    });
  });

  it("is closed as interrupted when the customer saves another address before a runner came by", async () => {
    const customer = await signUpCustomer(emulator(), "scan-nieuw-adres");
    await subscribe(emulator(), customer, "price_basic");
    await storeProfileUnchecked(db(), customer.id, `${site.origin}/`);
    const job = await enqueueJob(db(), {
      kind: "site-scan",
      userId: customer.id,
      payload: { siteUrl: `${site.origin}/`, reason: "onboarding" },
      dedupeKey: `site-scan:${customer.id}`,
    });
    await claimDueJobs(db(), { limit: 1, workerId: "runner-that-died" });
    // What the runner left: its scan row, two pages in.
    await db()`
      insert into public.site_scans (user_id, site_url, reason, page_limit, job_id, pages_done)
      values (${customer.id}, ${`${site.origin}/`}, 'onboarding', 25, ${job.id}, 2)`;
    await leaseRunsOut(job.id);

    const saved = await call(customer, "onboarding", "PUT", profileWith(`${site.origin}/a`));
    expect(saved.status).toBe(200);
    expect(await scansOf(job.id)).toEqual([
      {
        id: expect.any(String),
        status: "failed",
        error: "De scan is onderbroken voordat hij klaar was.",
        error_code: "interrupted",
        pages_done: 2,
        pages_scanned: 0,
        finished: true,
      },
    ]);
    const jobs = await db()`
      select status, last_error, payload ->> 'siteUrl' as site_url from public.jobs
      where user_id = ${customer.id} and kind = 'site-scan' order by created_at`;
    expect(jobs).toEqual([
      {
        status: "failed",
        last_error: "abandoned: superseded by a new scan",
        site_url: `${site.origin}/`,
      },
      { status: "queued", last_error: null, site_url: `${site.origin}/a` },
    ]);
  });
});

describe("a post whose writer died", () => {
  it("is written after all by the runner that takes the job over", async () => {
    const siteUrl = `${plainSite.origin}/`;
    const customer = await customerWithQueuedScan(emulator(), db(), {
      prefix: "schrijver-herstel",
      siteUrl,
      plan: "price_pro",
    });
    // The scan, its report and the period's plan: the first post written, the others planned.
    expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
    const [planned] = await db()<{ id: string }[]>`
      select id from public.content_posts
      where user_id = ${customer.id} and status = 'planned' order by planned_for limit 1`;
    // Its day has come; a runner claims its write job and the post, and dies.
    await db()`update public.jobs set run_at = now()
      where dedupe_key = ${`content-write:${planned!.id}`}`;
    const [claimed] = await claimDueJobs(db(), { limit: 1, workerId: "runner-that-died" });
    expect(claimed).toMatchObject({ kind: "content-write", payload: { postId: planned!.id } });
    expect(await claimForWriting(db(), planned!.id)).toMatchObject({ status: "writing" });

    await leaseRunsOut(claimed!.id);
    expect(await emulator().jobs.runDue()).toMatchObject({ processed: 1, succeeded: 1 });
    const [post] = await db()<{ status: string; written: boolean }[]>`
      select status, written_at is not null as written from public.content_posts
      where id = ${planned!.id}`;
    expect(["draft", "review"]).toContain(post!.status);
    expect(post!.written).toBe(true);
    expect(await jobRow(claimed!.id)).toEqual({ status: "done", attempts: 2, locked_by: null });
  });
});
