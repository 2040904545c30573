/**
 * Writes a running scan's progress to its row (pages done, pages planned, a heartbeat), so the
 * dashboard can poll "Scan bezig (12 van 25 pagina's)". One write at a time, always the latest
 * figures: a crawl reports faster than a database round trip may take.
 */
import type { Sql } from "../db.ts";
import type { CrawlProgress } from "./crawl-site.ts";

export function progressWriter(sql: Sql, scanId: string) {
  let latest: CrawlProgress = { done: 0, planned: 0 };
  let scheduled = false;
  let writing: Promise<void> = Promise.resolve();
  return {
    report(progress: CrawlProgress): void {
      latest = progress;
      if (scheduled) return;
      scheduled = true;
      writing = writing
        .then(async () => {
          scheduled = false;
          const { done, planned } = latest;
          await sql`
            update public.site_scans
            set pages_done = ${done}, pages_planned = ${planned}, progress_at = now()
            where id = ${scanId} and status = 'running'`;
        })
        // Progress is a courtesy: a failed write must not fail the scan itself.
        .catch((error: unknown) => console.error("site-scan: progress not saved", error));
    },
    /** Resolves once every reported figure is written. */
    flush: (): Promise<void> => writing,
  };
}
