import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { claimDueJobs } from "../../supabase/functions/_shared/jobs/claim.ts";
import { JOB_HANDLERS } from "../../supabase/functions/process-jobs/job-kinds.ts";
import { runClaimedJob } from "../../supabase/functions/_shared/jobs/run-job.ts";
import { DEFAULT_LEASE } from "../../supabase/functions/_shared/jobs/timing.ts";
import { SCAN_PART_MAX_PAGES } from "../../supabase/functions/_shared/scan/scan-in-parts.ts";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";
import { monthlyScanKey } from "../../supabase/functions/_shared/scan/queue-site-scan.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import {
  call,
  customerWithQueuedScan,
  profileWith,
  startSmallSite,
  storeProfileUnchecked,
  type SmallSite,
  actAsFunctionProcess,
} from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * A site larger than one process-jobs invocation can scan inside the edge runtime's CPU limit is
 * scanned in parts: each invocation does a part, keeps where the crawl got to and queues the job
 * again; the last part makes the report. Under Node (the default runtime) the CPU budget cannot
 * be measured, so the page cap per part splits the scan: 20 pages are 15 + 5.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const PAGES = Array.from({ length: 20 }, (_, i) => (i === 0 ? "/" : `/pagina-${i}`));
let large: SmallSite;
let other: SmallSite;
let three: SmallSite;
beforeAll(async () => {
  [large, other, three] = await Promise.all([
    startSmallSite({ pages: PAGES }),
    startSmallSite({ pages: ["/", "/a"] }),
    startSmallSite({ pages: ["/", "/a", "/b"] }),
  ]);
});
afterAll(async () => {
  await large.close();
  await other.close();
  await three.close();
});
const { emulator, db } = useSiteEmulator({
  extraHosts: () => [large.host, other.host, three.host],
});

/** One process-jobs invocation, as one pg_cron tick makes it. */
async function oneInvocation(): Promise<Record<string, number>> {
  const response = await fetch(`${emulator().url}/functions/v1/process-jobs`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${emulator().serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, number>;
}

const scansOf = (userId: string) =>
  db()<
    Array<{
      id: string;
      status: string;
      site_url: string;
      pages_done: number;
      pages_planned: number;
      pages_scanned: number;
      paused: boolean;
    }>
  >`
    select id, status, site_url, pages_done, pages_planned, pages_scanned,
           crawl_state is not null as paused
    from public.site_scans where user_id = ${userId} order by started_at`;

const jobOf = async (userId: string) => {
  const [job] = await db()<
    Array<{ status: string; attempts: number; payload: Record<string, unknown> }>
  >`
    select status, attempts, payload from public.jobs
    where user_id = ${userId} and kind = 'site-scan' and dedupe_key like 'site-scan:%'`;
  return job!;
};

const scanning = (prefix: string): Promise<Customer> =>
  customerWithQueuedScan(emulator(), db(), { prefix, siteUrl: `${large.origin}/` });

describe("a scan in parts", () => {
  it("pauses after a part, shows its progress meanwhile, and makes the report on the last part", async () => {
    expect(SCAN_PART_MAX_PAGES).toBe(15);
    const customer = await scanning("in-delen");

    expect(await oneInvocation()).toEqual({
      processed: 1,
      succeeded: 0,
      continued: 1,
      retried: 0,
      failed: 0,
    });
    const [paused] = await scansOf(customer.id);
    expect(paused).toMatchObject({ status: "running", pages_done: 15, pages_planned: 20 });
    expect(paused!.paused).toBe(true);
    // The job waits for the next invocation with the scan to go on with; the part cost no attempt.
    expect(await jobOf(customer.id)).toEqual({
      status: "queued",
      attempts: 0,
      payload: {
        siteUrl: `${large.origin}/`,
        reason: "onboarding",
        continuation: { scanId: paused!.id, part: 1 },
      },
    });
    // Between parts the dashboard shows the scan going on, even after a long wait in the queue.
    await db()`update public.site_scans set progress_at = now() - interval '30 minutes'
      where id = ${paused!.id}`;
    expect((await call(customer, "site-scan", "GET")).body).toEqual({
      state: "running",
      siteUrl: `${large.origin}/`,
      pagesDone: 15,
      pagesPlanned: 20,
      startedAt: expect.any(String),
    });
    const [{ count: reportsBefore }] = await db()<[{ count: number }]>`
      select count(*)::int as count from public.reports where user_id = ${customer.id}`;
    expect(reportsBefore).toBe(0);

    // The scan's last part (the content planning it queues may run in the same invocation).
    expect(await oneInvocation()).toMatchObject({ continued: 0, retried: 0, failed: 0 });
    const scans = await scansOf(customer.id);
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatchObject({
      id: paused!.id,
      status: "done",
      pages_done: 20,
      pages_planned: 20,
      pages_scanned: 20,
      paused: false,
    });
    const pages = await db()<Array<{ url: string }>>`
      select url from public.scan_pages where scan_id = ${paused!.id}`;
    expect(new Set(pages.map((page) => page.url))).toEqual(
      new Set(PAGES.map((path) => `${large.origin}${path}`)),
    );
    expect(pages).toHaveLength(20);
    const [report] = await db()<Array<{ pages_scanned: number; scan_id: string }>>`
      select pages_scanned, scan_id from public.reports where user_id = ${customer.id}`;
    expect(report).toEqual({ pages_scanned: 20, scan_id: paused!.id });
    const job = await jobOf(customer.id);
    expect(job.status).toBe("done");
    expect((await call(customer, "site-scan", "GET")).body).toMatchObject({
      state: "done",
      pagesScanned: 20,
    });
  });

  it("the emulator's run-due goes on with the next part at once, as the next tick would", async () => {
    const customer = await scanning("run-due");
    expect(await emulator().jobs.runDue()).toMatchObject({ continued: 1, retried: 0, failed: 0 });
    expect(await scansOf(customer.id)).toMatchObject([{ status: "done", pages_scanned: 20 }]);
  });

  it("a new address while the scan is paused closes the paused scan and scans the new one", async () => {
    const customer = await scanning("nieuw-adres");
    await oneInvocation();
    const [paused] = await scansOf(customer.id);
    expect(paused).toMatchObject({ status: "running", paused: true });

    const saved = await call(customer, "onboarding", "PUT", profileWith(`${other.origin}/`));
    expect(saved.status).toBe(200);
    expect(await scansOf(customer.id)).toMatchObject([{ status: "superseded", paused: false }]);

    await emulator().jobs.runDue();
    const scans = await scansOf(customer.id);
    expect(scans.map((scan) => [scan.site_url, scan.status, scan.pages_scanned])).toEqual([
      [`${large.origin}/`, "superseded", 0],
      [`${other.origin}/`, "done", 2],
    ]);
  });

  it("a paused scan closed meanwhile (its runner was presumed dead) is scanned anew", async () => {
    const customer = await scanning("opnieuw");
    await oneInvocation();
    const [paused] = await scansOf(customer.id);
    await db()`update public.site_scans set status = 'failed', error_code = 'interrupted',
      crawl_state = null, finished_at = now() where id = ${paused!.id}`;

    await emulator().jobs.runDue();
    const scans = await scansOf(customer.id);
    expect(scans.map((scan) => [scan.status, scan.pages_scanned])).toEqual([
      ["failed", 0],
      ["done", 20],
    ]);
  });

  it("with the CPU budget spent, each part still scans a page and the report gets a part of its own", async () => {
    await emulator().jobs.runDue();
    const customer = await customerWithQueuedScan(emulator(), db(), {
      prefix: "budget-op",
      siteUrl: `${three.origin}/`,
    });
    // The parts run in this process, as a function would.
    actAsFunctionProcess(emulator(), [three.host]);
    // Deno measures the invocation's CPU time; here it is spent from the start.
    const spent = { cpuMs: () => 1_500, spent: () => true };
    const pagesPerPart: number[] = [];
    for (let part = 0; part < 10; part++) {
      const [job] = await claimDueJobs(db(), { limit: 1, workerId: "bench-budget" });
      if (!job) break;
      expect(job).toMatchObject({ kind: "site-scan", user_id: customer.id });
      const before = (await scansOf(customer.id))[0]?.pages_done ?? 0;
      const outcome = await runClaimedJob(db(), job, {
        handlers: JOB_HANDLERS,
        workerId: "bench-budget",
        lease: DEFAULT_LEASE,
        budget: spent,
      });
      const [scan] = await scansOf(customer.id);
      pagesPerPart.push(scan!.pages_done - before);
      if (outcome === "succeeded") break;
      expect(outcome).toBe("continued");
    }
    // One page a part (the second slot sees the budget spent), then a part for the report.
    expect(pagesPerPart).toEqual([1, 1, 1, 0]);
    expect(await scansOf(customer.id)).toMatchObject([{ status: "done", pages_scanned: 3 }]);
    const [{ count }] = await db()<[{ count: number }]>`
      select count(*)::int as count from public.reports where user_id = ${customer.id}`;
    expect(count).toBe(1);
  });

  it("a monthly scan paused between parts shows as running too, however long it waits", async () => {
    const customer = await signUpCustomer(emulator(), "maandelijks");
    await subscribe(emulator(), customer, "price_basic");
    await storeProfileUnchecked(db(), customer.id, `${large.origin}/`);
    await emulator().jobs.runDue();
    await enqueueJob(db(), {
      kind: "site-scan",
      userId: customer.id,
      payload: { siteUrl: `${large.origin}/`, reason: "monthly" },
      dedupeKey: monthlyScanKey(customer.id),
    });
    expect(await oneInvocation()).toMatchObject({ continued: 1 });
    await db()`update public.site_scans set progress_at = now() - interval '30 minutes'
      where user_id = ${customer.id}`;
    expect((await call(customer, "site-scan", "GET")).body).toMatchObject({
      state: "running",
      pagesDone: 15,
      pagesPlanned: 20,
    });
  });
});
