/**
 * The `site-scan` background job: payload `{ siteUrl, reason }` for the job's user. Crawls the site
 * within the plan's page limit, stores the scan and its pages, makes the report, and queues the
 * next monthly scan for the end of the subscription period. A site that yields no page at all
 * (unreachable, refused) fails this attempt, so the job retries with back-off; the failed scan row
 * stays with its reason.
 */
import { z } from "zod";
import { currentSubscription, subscriptionRows } from "../billing/subscription-state.ts";
import { PLAN_FACTS, planByPriceId } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { enqueueJob } from "../jobs/enqueue.ts";
import { PermanentJobError, type JobHandler } from "../jobs/types.ts";
import { createReport } from "../report/create-report.ts";
import { testAllowHosts } from "../net/test-allow-hosts.ts";
import { crawlSite, type CrawledPage } from "./crawl-site.ts";

const payloadSchema = z.object({
  siteUrl: z.url({ protocol: /^https?$/ }),
  reason: z
    .string()
    .regex(/^[a-z-]{1,30}$/)
    .default("manual"),
});

/** The live plan and when its period ends (the next monthly scan), from the stored rows. */
async function planOf(sql: Sql, userId: string) {
  const subscription = currentSubscription(await subscriptionRows(sql, userId));
  return {
    plan: planByPriceId(subscription?.price_lookup_key) ?? null,
    periodEnd: subscription?.current_period_end ?? null,
  };
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
    dedupeKey: `site-scan-monthly:${userId}`,
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

export const siteScanJob: JobHandler = async (job, { sql }) => {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success || !job.user_id) {
    throw new PermanentJobError("site-scan needs a user and { siteUrl: http(s) URL }");
  }
  const { plan, periodEnd } = await planOf(sql, job.user_id);
  // The monthly scan belongs to a subscription: once it ended, the series stops.
  if (payload.data.reason === "monthly" && !plan) return { skipped: "no live subscription" };
  const pageLimit =
    plan?.scanPageLimit ?? Math.min(...PLAN_FACTS.map((facts) => facts.scanPageLimit));
  const [scan] = await sql<{ id: string }[]>`
    insert into public.site_scans (user_id, site_url, reason, page_limit)
    values (${job.user_id}, ${payload.data.siteUrl}, ${payload.data.reason}, ${pageLimit})
    returning id`;
  try {
    const crawl = await crawlSite(payload.data.siteUrl, {
      maxPages: pageLimit,
      concurrency: 2,
      perSiteTimeoutMs: 90_000,
      allowHosts: testAllowHosts(),
    });
    await storePages(sql, scan!.id, crawl.pages);
    const audited = crawl.pages.filter((page) => page.error === null).length;
    if (audited === 0) {
      throw new Error(crawl.pages[0]?.error ?? "Er kon geen enkele pagina worden opgehaald.");
    }
    await sql`
      update public.site_scans
      set status = 'done', pages_scanned = ${audited}, sitemap_used = ${crawl.sitemapUsed},
          skipped = ${sql.json(crawl.skipped as never)}, finished_at = now()
      where id = ${scan!.id}`;
    const report = await createReport(
      sql,
      { id: scan!.id, userId: job.user_id, siteUrl: payload.data.siteUrl },
      plan?.id ?? "basic",
    );
    if (plan) {
      await scheduleNextScan(sql, job.user_id, payload.data.siteUrl, periodEnd);
      // The new report's keyword gaps shape the topics still to be planned (issue 12).
      await enqueueJob(sql, { kind: "content-plan", userId: job.user_id });
    }
    return { scanId: scan!.id, pagesScanned: audited, reportId: report.reportId };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await sql`
      update public.site_scans set status = 'failed', error = ${message.slice(0, 2000)},
        finished_at = now()
      where id = ${scan!.id}`;
    throw error;
  }
};
