/**
 * The `site-scan` background job: payload `{ siteUrl, reason }` for the job's user. Crawls the
 * customer's site within the plan's page limit, writing its progress as it goes, stores the scan,
 * its pages and the site facts found on them (filling an empty profile description and offerings),
 * makes the report, and queues the next monthly scan for the end of the
 * subscription period. A crawl with nothing to report on fails with a reason in plain Dutch
 * (scan-failure.ts): at once when only the customer can fix it, else with the queue's back-off.
 * A scan of an address the customer replaced while it ran ends as 'superseded', without report.
 * Each page scanned extends the job's lease; a scan whose runner died is closed as interrupted
 * by the runner that takes the job over (interrupted-scan.ts), which scans again in a new row.
 */
import { z } from "zod";
import { liveSubscription } from "../billing/live-subscription.ts";
import { PLAN_FACTS } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { assembleSiteFacts, siteDescription } from "../facts/assemble-site-facts.ts";
import { storeScanFacts } from "../facts/fact-store.ts";
import { prefillProfileDetails } from "../facts/profile-prefill.ts";
import { enqueueJob } from "../jobs/enqueue.ts";
import { LeaseLostError, PermanentJobError, type JobHandler } from "../jobs/types.ts";
import { createReport } from "../report/create-report.ts";
import { testAllowHosts } from "../net/test-allow-hosts.ts";
import { crawlSite, type CrawledPage } from "./crawl-site.ts";
import { monthlyScanKey } from "./queue-site-scan.ts";
import { SCAN_FAILURE_REASONS, scanFailure, type ScanFailure } from "./scan-failure.ts";
import { progressWriter } from "./scan-progress.ts";

const payloadSchema = z.object({
  siteUrl: z.url({ protocol: /^https?$/ }),
  reason: z
    .string()
    .regex(/^[a-z-]{1,30}$/)
    .default("manual"),
});

/** The live plan and when its period ends (the next monthly scan), from Stripe's state. */
async function planOf(sql: Sql, userId: string) {
  const { plan, current } = await liveSubscription(sql, userId);
  return { plan, periodEnd: current?.current_period_end ?? null };
}

/** The address in the business profile now; null for a customer without one. */
async function currentWebsite(sql: Sql, userId: string): Promise<string | null> {
  const [row] = await sql<{ website_url: string }[]>`
    select website_url from public.business_profiles where user_id = ${userId}`;
  return row?.website_url ?? null;
}

/** The next monthly scan: at the end of the paid period (or in a month), once per customer. */
async function scheduleNextScan(sql: Sql, userId: string, siteUrl: string, periodEnd: Date | null) {
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const runAt = periodEnd && periodEnd.getTime() > Date.now() ? periodEnd : inAMonth;
  await enqueueJob(sql, {
    kind: "site-scan",
    userId,
    payload: { siteUrl, reason: "monthly" },
    runAt,
    dedupeKey: monthlyScanKey(userId),
  });
}

async function storePages(sql: Sql, scanId: string, pages: CrawledPage[]): Promise<void> {
  for (const page of pages) {
    await sql`
      insert into public.scan_pages
        (scan_id, url, final_url, status_code, seo_score, audits, title, h1s, headings, fetch_ms,
         bytes, error)
      values
        (${scanId}, ${page.url}, ${page.finalUrl}, ${page.statusCode}, ${page.seoScore},
         ${sql.json(page.audits as never)}, ${page.title}, ${page.h1s}, ${page.headings},
         ${page.fetchMs}, ${page.bytes}, ${page.error})`;
  }
}

async function finish(
  sql: Sql,
  scanId: string,
  status: "failed" | "superseded",
  failure?: ScanFailure,
) {
  await sql`
    update public.site_scans
    set status = ${status}, error = ${failure?.reason.slice(0, 2000) ?? null},
        error_code = ${failure?.code ?? null}, finished_at = now()
    where id = ${scanId} and status = 'running'`;
}

export const siteScanJob: JobHandler = async (job, { sql, signal, heartbeat }) => {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success || !job.user_id) {
    throw new PermanentJobError("site-scan needs a user and { siteUrl: http(s) URL }");
  }
  const userId = job.user_id;
  const { plan, periodEnd } = await planOf(sql, userId);
  // The monthly scan belongs to a subscription: once it ended, the series stops.
  if (payload.data.reason === "monthly" && !plan) return { skipped: "no live subscription" };
  // The profile's address wins over the queued one: the customer may have changed it since.
  const siteUrl = (await currentWebsite(sql, userId)) ?? payload.data.siteUrl;
  const pageLimit =
    plan?.scanPageLimit ?? Math.min(...PLAN_FACTS.map((facts) => facts.scanPageLimit));
  const [scan] = await sql<{ id: string }[]>`
    insert into public.site_scans (user_id, site_url, reason, page_limit, job_id)
    values (${userId}, ${siteUrl}, ${payload.data.reason}, ${pageLimit}, ${job.id})
    returning id`;
  const scanId = scan!.id;
  try {
    const progress = progressWriter(sql, scanId);
    const crawl = await crawlSite(siteUrl, {
      maxPages: pageLimit,
      concurrency: 2,
      perSiteTimeoutMs: 90_000,
      allowHosts: testAllowHosts(),
      onProgress: (figures) => {
        progress.report(figures);
        heartbeat();
      },
    }).finally(progress.flush);
    // Taken over meanwhile (this runner was presumed dead): the new attempt owns the scan now.
    if (signal.aborted) throw signal.reason;
    await storePages(sql, scanId, crawl.pages);
    if (((await currentWebsite(sql, userId)) ?? siteUrl) !== siteUrl) {
      await finish(sql, scanId, "superseded");
      return { scanId, superseded: true };
    }
    const failure = scanFailure(crawl, siteUrl);
    if (failure) {
      await finish(sql, scanId, "failed", failure);
      throw failure.permanent ? new PermanentJobError(failure.reason) : new Error(failure.reason);
    }
    const audited = crawl.pages.filter((page) => page.error === null).length;
    const read = crawl.pages.flatMap((page) => (page.siteFacts ? [page.siteFacts] : []));
    const facts = assembleSiteFacts(read);
    // The scan is done together with its facts: the writers never see a done scan without them.
    await sql.begin(async (tx) => {
      const [closed] = await tx`
        update public.site_scans
        set status = 'done', pages_scanned = ${audited}, pages_done = ${crawl.pages.length},
            pages_planned = ${crawl.pages.length}, sitemap_used = ${crawl.sitemapUsed},
            skipped = ${tx.json(crawl.skipped as never)}, finished_at = now()
        where id = ${scanId} and status = 'running'
        returning id`;
      // Closed as interrupted by a runner that took the job over: that runner scans again.
      if (!closed) throw new LeaseLostError(`Scan ${scanId} was closed by another runner`);
      await storeScanFacts(tx, { id: scanId, userId }, facts);
      await prefillProfileDetails(tx, userId, { description: siteDescription(read), facts });
    });
    const report = await createReport(sql, { id: scanId, userId, siteUrl }, plan?.id ?? "basic");
    if (plan) {
      await scheduleNextScan(sql, userId, siteUrl, periodEnd);
      // The new report's keyword gaps shape the topics still to be planned (issue 12).
      await enqueueJob(sql, { kind: "content-plan", userId });
    }
    return { scanId, pagesScanned: audited, reportId: report.reportId };
  } catch (error) {
    // A failure already recorded keeps its reason (finish only touches a running scan).
    const lost = signal.aborted || error instanceof LeaseLostError;
    await finish(sql, scanId, "failed", {
      code: lost ? "interrupted" : "unexpected",
      reason: lost ? SCAN_FAILURE_REASONS.interrupted : SCAN_FAILURE_REASONS.unexpected,
      permanent: false,
    });
    throw error;
  }
};
