/**
 * The end of a site scan: closing its row, and — in the part that ends the crawl — the verdict
 * (scan-failure.ts), the site facts, the report made from every page of the scan and the next
 * monthly scan. site-scan-job.ts runs the parts.
 */
import type { PlanFacts, PlanId } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { assembleSiteFacts, siteDescription } from "../facts/assemble-site-facts.ts";
import { storeScanFacts } from "../facts/fact-store.ts";
import { prefillProfileDetails } from "../facts/profile-prefill.ts";
import { enqueueJob } from "../jobs/enqueue.ts";
import { LeaseLostError, PermanentJobError } from "../jobs/types.ts";
import type { CrawlState } from "./crawl-frontier.ts";
import { monthlyScanKey } from "./queue-site-scan.ts";
import { scanFailure, type ScanFailure } from "./scan-failure.ts";
import type { ScanPage } from "./scan-page.ts";

/**
 * Makes and stores the report of a finished scan from all its pages (report/create-report.ts).
 * process-jobs/job-kinds.ts passes it in: the report room builds on the scan's pages (ScanPage),
 * so the scan room does not import it back.
 */
export type MakeReport = (
  sql: Sql,
  scan: { id: string; userId: string; siteUrl: string },
  pages: ScanPage[],
  plan: PlanId,
) => Promise<{ reportId: string }>;

/** The customer's live plan (null without one) and when its period ends, from Stripe's state. */
export interface LivePlan {
  plan: PlanFacts | null;
  periodEnd: Date | null;
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

/** Closes a scan that is still running as failed (with its reason) or superseded. */
export async function closeScan(
  sql: Sql,
  scanId: string,
  status: "failed" | "superseded",
  failure?: ScanFailure,
) {
  await sql`
    update public.site_scans
    set status = ${status}, error = ${failure?.reason.slice(0, 2000) ?? null},
        error_code = ${failure?.code ?? null}, crawl_state = null, finished_at = now()
    where id = ${scanId} and status = 'running'`;
}

/** The last part's work once the crawl is over: the verdict, the facts, the report, the next scan. */
export async function completeScan(
  sql: Sql,
  scan: { id: string; userId: string; siteUrl: string; part: number },
  crawl: { pages: ScanPage[]; state: CrawlState },
  plan: LivePlan,
  makeReport: MakeReport,
): Promise<Record<string, unknown>> {
  const { pages, state } = crawl;
  const failure = scanFailure({ pages, skipped: state.skipped }, scan.siteUrl);
  if (failure) {
    await closeScan(sql, scan.id, "failed", failure);
    throw failure.permanent ? new PermanentJobError(failure.reason) : new Error(failure.reason);
  }
  const audited = pages.filter((page) => page.error === null).length;
  const read = pages.flatMap((page) => (page.siteFacts ? [page.siteFacts] : []));
  const facts = assembleSiteFacts(read);
  // The scan is done together with its facts: the writers never see a done scan without them.
  await sql.begin(async (tx) => {
    const [closed] = await tx`
      update public.site_scans
      set status = 'done', pages_scanned = ${audited}, pages_done = ${pages.length},
          pages_planned = ${pages.length}, sitemap_used = ${state.sitemapUsed},
          skipped = ${tx.json(state.skipped as never)}, crawl_state = null,
          finished_at = now()
      where id = ${scan.id} and status = 'running'
      returning id`;
    // Closed as interrupted by a runner that took the job over: that runner scans again.
    if (!closed) throw new LeaseLostError(`Scan ${scan.id} was closed by another runner`);
    await storeScanFacts(tx, { id: scan.id, userId: scan.userId }, facts);
    await prefillProfileDetails(tx, scan.userId, { description: siteDescription(read), facts });
  });
  const report = await makeReport(sql, scan, pages, plan.plan?.id ?? "basic");
  if (plan.plan) {
    await scheduleNextScan(sql, scan.userId, scan.siteUrl, plan.periodEnd);
    // The new report's keyword gaps shape the topics still to be planned (issue 12).
    await enqueueJob(sql, { kind: "content-plan", userId: scan.userId });
  }
  return {
    scanId: scan.id,
    pagesScanned: audited,
    reportId: report.reportId,
    parts: scan.part + 1,
  };
}
