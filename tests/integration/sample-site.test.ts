import { describe, expect, it, vi } from "vitest";
import { startSampleSite } from "../../emulator/sample-site/sample-site.ts";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";
import { signUpUser } from "./emulator-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * The sample website `npm run dev` starts for offline use: a scan finds its six pages through the
 * sitemap and the report names its deliberate problems.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const { site, emulator, db } = useSiteEmulator({ startSite: () => startSampleSite() });

describe("the sample site", () => {
  it("is scanned through its sitemap into a report with its known problems", async () => {
    const user = await signUpUser(emulator(), { prefix: "voorbeeld" });
    await enqueueJob(db(), {
      kind: "site-scan",
      userId: user.id,
      payload: { siteUrl: `${site().origin}/`, reason: "onboarding" },
    });
    expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
    const [scan] = await db()`
      select status, pages_scanned, sitemap_used from public.site_scans where user_id = ${user.id}`;
    expect(scan).toEqual({ status: "done", pages_scanned: 6, sitemap_used: true });
    const [report] = await db()<{ report: { topIssues: Array<Record<string, unknown>> } }[]>`
      select report from public.reports where user_id = ${user.id}`;
    const affected = Object.fromEntries(
      report!.report.topIssues.map((issue) => [issue.auditId, issue.pagesAffected]),
    );
    expect(affected).toMatchObject({
      "meta-description": 1,
      "image-alt": 1,
      "link-text": 1,
      "heading-order": 1,
    });
  });
});
