/**
 * The `site-scan` background job: payload `{ siteUrl, reason, continuation? }` for the job's
 * user. Crawls the customer's site within the plan's page limit, writing its progress as it goes,
 * in parts when the site is too large for one invocation (scan-in-parts.ts), stores the scan, its
 * pages and the site facts found on them (filling an empty profile description and offerings),
 * makes the report from the pages in hand (finish-scan.ts), and queues the next monthly scan for
 * the end of the subscription period. A
 * crawl with nothing to report on fails with a reason in plain Dutch (scan-failure.ts): at once
 * when only the customer can fix it, else with the queue's back-off. A scan of an address the
 * customer replaced while it ran ends as 'superseded', without report. Each page scanned extends
 * the job's lease; a scan whose runner died is closed as interrupted by the runner that takes the
 * job over (interrupted-scan.ts), which scans again in a new row.
 */
import { z } from "zod";
import { liveSubscription } from "../billing/live-subscription.ts";
import { PLAN_FACTS } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { ContinueJob, LeaseLostError, PermanentJobError, type JobHandler } from "../jobs/types.ts";
import { testAllowHosts } from "../net/test-allow-hosts.ts";
import type { CrawlState } from "./crawl-frontier.ts";
import { crawlPart } from "./crawl-site.ts";
import { startCrawl } from "./crawl-start.ts";
import { closeScan, completeScan, type LivePlan, type MakeReport } from "./finish-scan.ts";
import { SCAN_FAILURE_REASONS } from "./scan-failure.ts";
import {
  continuationSchema,
  makesTheReport,
  pagesOfEarlierParts,
  partIsDone,
  pauseScan,
  resumableScan,
} from "./scan-in-parts.ts";
import { storeScanPages } from "./scan-page-store.ts";
import { progressWriter } from "./scan-progress.ts";

const payloadSchema = z.object({
  siteUrl: z.url({ protocol: /^https?$/ }),
  reason: z
    .string()
    .regex(/^[a-z-]{1,30}$/)
    .default("manual"),
  /** Set when the job was queued again to go on with a scan paused between parts. */
  continuation: continuationSchema.optional(),
});

/** The live plan and when its period ends (the next monthly scan), from Stripe's state. */
async function planOf(sql: Sql, userId: string): Promise<LivePlan> {
  const { plan, current } = await liveSubscription(sql, userId);
  return { plan, periodEnd: current?.current_period_end ?? null };
}

/** The address in the business profile now; null for a customer without one. */
async function currentWebsite(sql: Sql, userId: string): Promise<string | null> {
  const [row] = await sql<{ website_url: string }[]>`
    select website_url from public.business_profiles where user_id = ${userId}`;
  return row?.website_url ?? null;
}

/** A new scan row for this job, or the paused one it goes on with. */
async function openScan(
  sql: Sql,
  job: { id: string },
  scan: { userId: string; siteUrl: string; reason: string; pageLimit: number },
  continuation: z.infer<typeof payloadSchema>["continuation"],
): Promise<{ id: string; pageLimit: number; state: CrawlState | null; part: number }> {
  const resumed = continuation ? await resumableScan(sql, job, continuation, scan.siteUrl) : null;
  if (resumed) return { ...resumed, part: continuation!.part };
  const [row] = await sql<{ id: string }[]>`
    insert into public.site_scans (user_id, site_url, reason, page_limit, job_id)
    values (${scan.userId}, ${scan.siteUrl}, ${scan.reason}, ${scan.pageLimit}, ${job.id})
    returning id`;
  return { id: row!.id, pageLimit: scan.pageLimit, state: null, part: 0 };
}

/** The site-scan job, making its report with `makeReport` (see MakeReport). */
export function siteScanJob(makeReport: MakeReport): JobHandler {
  return async (job, { sql, signal, heartbeat, budget }) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success || !job.user_id) {
      throw new PermanentJobError("site-scan needs a user and { siteUrl: http(s) URL }");
    }
    const userId = job.user_id;
    const plan = await planOf(sql, userId);
    // The monthly scan belongs to a subscription: once it ended, the series stops.
    if (payload.data.reason === "monthly" && !plan.plan) return { skipped: "no live subscription" };
    // The profile's address wins over the queued one: the customer may have changed it since.
    const siteUrl = (await currentWebsite(sql, userId)) ?? payload.data.siteUrl;
    const scan = await openScan(
      sql,
      job,
      {
        userId,
        siteUrl,
        reason: payload.data.reason,
        pageLimit:
          plan.plan?.scanPageLimit ?? Math.min(...PLAN_FACTS.map((facts) => facts.scanPageLimit)),
      },
      payload.data.continuation,
    );
    const scanId = scan.id;
    try {
      const allowHosts = testAllowHosts();
      const state = scan.state ?? (await startCrawl(siteUrl, { allowHosts }));
      const progress = progressWriter(sql, scanId);
      const part = await crawlPart(state, {
        maxPages: scan.pageLimit,
        concurrency: 2,
        perSiteTimeoutMs: 90_000,
        allowHosts,
        shouldPause: (startedInPart) => partIsDone(startedInPart, budget),
        onProgress: (figures) => {
          progress.report(figures);
          heartbeat();
        },
      }).finally(progress.flush);
      // Taken over meanwhile (this runner was presumed dead): the new attempt owns the scan now.
      if (signal.aborted) throw signal.reason;
      const last = makesTheReport(part, budget);
      // Read before this part's pages join them: this part's own pages are never read back.
      const earlier = last
        ? await pagesOfEarlierParts(sql, { id: scanId, partsBefore: scan.part })
        : [];
      await storeScanPages(sql, scanId, part.pages);
      if (((await currentWebsite(sql, userId)) ?? siteUrl) !== siteUrl) {
        await closeScan(sql, scanId, "superseded");
        return { scanId, superseded: true };
      }
      if (!last) {
        const planned = Math.min(scan.pageLimit, part.state.done + part.state.queue.length);
        const paused = await pauseScan(sql, scanId, part.state, { done: part.state.done, planned });
        if (!paused) throw new LeaseLostError(`Scan ${scanId} was closed by another runner`);
        return new ContinueJob({
          siteUrl,
          reason: payload.data.reason,
          continuation: { scanId, part: scan.part + 1 },
        });
      }
      return await completeScan(
        sql,
        { id: scanId, userId, siteUrl, part: scan.part },
        { pages: [...earlier, ...part.pages], state: part.state },
        plan,
        makeReport,
      );
    } catch (error) {
      // A failure already recorded keeps its reason (closeScan only touches a running scan).
      const lost = signal.aborted || error instanceof LeaseLostError;
      await closeScan(sql, scanId, "failed", {
        code: lost ? "interrupted" : "unexpected",
        reason: lost ? SCAN_FAILURE_REASONS.interrupted : SCAN_FAILURE_REASONS.unexpected,
        permanent: false,
      });
      throw error;
    }
  };
}
