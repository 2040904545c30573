/**
 * The `site-scan` background job: payload `{ siteUrl, reason }` for the job's user. Crawls the site
 * within the plan's page limit and stores the scan and its pages. A site that yields no page at all
 * (unreachable, refused) fails this attempt, so the job retries with back-off; the failed scan row
 * stays with its reason.
 */
import { z } from "zod";
import { currentSubscription, subscriptionRows } from "../billing/subscription-state.ts";
import { PLAN_FACTS, planByPriceId } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { PermanentJobError, type JobHandler } from "../jobs/types.ts";
import { testAllowHosts } from "../net/test-allow-hosts.ts";
import { crawlSite, type CrawledPage } from "./crawl-site.ts";

const payloadSchema = z.object({
  siteUrl: z.url({ protocol: /^https?$/ }),
  reason: z
    .string()
    .regex(/^[a-z-]{1,30}$/)
    .default("manual"),
});

/** Without a live plan a scan is not part of any subscription: the smallest plan's limit. */
async function pageLimitOf(sql: Sql, userId: string): Promise<number> {
  const plan = planByPriceId(
    currentSubscription(await subscriptionRows(sql, userId))?.price_lookup_key,
  );
  return plan?.scanPageLimit ?? Math.min(...PLAN_FACTS.map((facts) => facts.scanPageLimit));
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
  const pageLimit = await pageLimitOf(sql, job.user_id);
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
    return { scanId: scan!.id, pagesScanned: audited };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await sql`
      update public.site_scans set status = 'failed', error = ${message.slice(0, 2000)},
        finished_at = now()
      where id = ${scan!.id}`;
    throw error;
  }
};
