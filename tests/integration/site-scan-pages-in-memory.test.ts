import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSampleSite } from "../../emulator/sample-site/sample-site.ts";
import { BAKERY_SITE } from "../../emulator/sample-site/site-content.ts";
import { claimDueJobs } from "../../supabase/functions/_shared/jobs/claim.ts";
import { runClaimedJob, type JobOutcome } from "../../supabase/functions/_shared/jobs/run-job.ts";
import { DEFAULT_LEASE } from "../../supabase/functions/_shared/jobs/timing.ts";
import { SCAN_PART_MAX_PAGES } from "../../supabase/functions/_shared/scan/scan-in-parts.ts";
import { JOB_HANDLERS } from "../../supabase/functions/process-jobs/job-kinds.ts";
import {
  actAsFunctionProcess,
  customerWithQueuedScan,
  startSmallSite,
  type SmallSite,
} from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";
import { useStatementLog } from "./statement-log.ts";

/**
 * The site scan hands the pages it crawled to the report in memory: the pages of the invocation
 * that makes the report are never read back from public.scan_pages (they are still stored there
 * for the history). A scan in parts reads the pages of its earlier parts once, in its last part.
 * The job runs in this process on a connection that logs every statement it sends.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const LARGE_PATHS = Array.from({ length: 20 }, (_, i) => (i === 0 ? "/" : `/pagina-${i}`));
let large: SmallSite;
beforeAll(async () => {
  large = await startSmallSite({ pages: LARGE_PATHS });
});
afterAll(async () => {
  await large.close();
});
const { site, emulator, db } = useSiteEmulator({
  startSite: () => startSampleSite(),
  extraHosts: () => [large.host],
});

const log = useStatementLog(emulator);
/** Reads of public.scan_pages since the last call. */
const pageReads = () => log.readsOf("public.scan_pages");

/** One claim and run of the customer's site-scan job, as one process-jobs invocation makes it. */
async function runScanPart(userId: string): Promise<JobOutcome> {
  const [job] = await claimDueJobs(log.db(), { limit: 1, workerId: "pages-in-memory" });
  expect(job).toMatchObject({ kind: "site-scan", user_id: userId });
  log.clear();
  return runClaimedJob(log.db(), job!, {
    handlers: JOB_HANDLERS,
    workerId: "pages-in-memory",
    lease: DEFAULT_LEASE,
  });
}

const storedPages = async (userId: string) =>
  (
    await db()<[{ count: number }]>`
      select count(*)::int as count from public.scan_pages page
      join public.site_scans scan on scan.id = page.scan_id where scan.user_id = ${userId}`
  )[0].count;

const reportOf = async (userId: string) =>
  (
    await db()<Array<{ pages_scanned: number; pages: number }>>`
      select pages_scanned, jsonb_array_length(report -> 'pages') as pages
      from public.reports where user_id = ${userId}`
  )[0];

describe("the scan's pages reach its report in memory", () => {
  it("a scan in one part makes its report without reading the pages table", async () => {
    const customer = await customerWithQueuedScan(emulator(), db(), {
      prefix: "in-geheugen",
      siteUrl: `${site().origin}/`,
      plan: "price_ultimate",
    });
    actAsFunctionProcess(emulator(), [site().host, large.host]);

    expect(await runScanPart(customer.id)).toBe("succeeded");
    expect(pageReads()).toBe(0);
    // The pages are stored for the history all the same, and the full report lists every one.
    const pages = BAKERY_SITE.paths.length;
    expect(pages).toBe(6);
    expect(await storedPages(customer.id)).toBe(pages);
    expect(await reportOf(customer.id)).toEqual({ pages_scanned: pages, pages });
  });

  it("a scan in parts reads the pages of its earlier parts once, in the part that makes the report", async () => {
    await emulator().jobs.runDue();
    const customer = await customerWithQueuedScan(emulator(), db(), {
      prefix: "in-delen-geheugen",
      siteUrl: `${large.origin}/`,
      plan: "price_ultimate",
    });
    actAsFunctionProcess(emulator(), [site().host, large.host]);

    expect(await runScanPart(customer.id)).toBe("continued");
    expect(pageReads()).toBe(0);
    expect(await storedPages(customer.id)).toBe(SCAN_PART_MAX_PAGES);

    expect(await runScanPart(customer.id)).toBe("succeeded");
    expect(pageReads()).toBe(1);
    expect(await storedPages(customer.id)).toBe(LARGE_PATHS.length);
    expect(await reportOf(customer.id)).toEqual({
      pages_scanned: LARGE_PATHS.length,
      pages: LARGE_PATHS.length,
    });
  });
});
