import { describe, expect, it, vi } from "vitest";
import { LARGE_SITE } from "../../emulator/sample-site/large-site.ts";
import { startSampleSite } from "../../emulator/sample-site/sample-site.ts";
import { customerWithQueuedScan } from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * The scan of a site of realistic size — 50 pages of 100–500 KB — inside the edge runtime's
 * limits: process-jobs in Deno workers, measured per request, a request over 2 s CPU or 256 MB
 * stopped with 546 WORKER_LIMIT (the test emulator enforces the limits). In one invocation this
 * scan took about 4.8 s of CPU; in parts it finishes with every invocation inside the limits.
 */
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const { site, emulator, db } = useSiteEmulator({
  startSite: () => startSampleSite(0, LARGE_SITE),
  emulator: () => ({ functionsRuntime: "deno" }),
});

describe("a scan of 50 pages of 100–500 KB under the edge runtime's limits", () => {
  it("finishes with a report over several invocations, none stopped at a limit", async () => {
    const customer = await customerWithQueuedScan(emulator(), db(), {
      prefix: "groot",
      siteUrl: `${site().origin}/`,
      plan: "price_power",
    });
    const before = emulator().functions.usage().length;

    expect(await emulator().jobs.runDue()).toMatchObject({ retried: 0, failed: 0 });

    const [scan] = await db()<Array<{ status: string; pages_scanned: number; id: string }>>`
      select id, status, pages_scanned from public.site_scans where user_id = ${customer.id}`;
    expect(scan).toMatchObject({ status: "done", pages_scanned: 50 });
    const [report] = await db()<Array<{ scan_id: string; pages_scanned: number }>>`
      select scan_id, pages_scanned from public.reports where user_id = ${customer.id}`;
    expect(report).toEqual({ scan_id: scan!.id, pages_scanned: 50 });

    const invocations = emulator()
      .functions.usage()
      .slice(before)
      .filter((usage) => usage.name === "process-jobs");
    expect(invocations.filter((usage) => usage.status === 546)).toEqual([]);
    expect(invocations.flatMap((usage) => usage.over)).toEqual([]);
    // The scan's parts, then one call that found nothing left to do.
    expect(invocations.length).toBeGreaterThanOrEqual(3);
    const { rows } = await emulator().db.query<{ result: { parts: number } }>(
      "select result from public.jobs where user_id = $1 and kind = 'site-scan' and status = 'done'",
      [customer.id],
    );
    expect(rows[0]!.result.parts).toBeGreaterThanOrEqual(2);
  });
});
