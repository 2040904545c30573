/**
 * Crawls one customer site politely for a scan (issue 11): robots.txt read once and obeyed for our
 * user agent, the sitemap used when there is one (crawl-start.ts), same host only, at most
 * `maxPages` pages, `concurrency` requests at a time, every fetch through the SSRF-safe fetcher,
 * and a deadline for the whole site. Each page goes through the SEO engine, and what it says
 * about the business is read as site facts (crawl-page.ts). The crawl is resumable: `crawlPart`
 * goes on from a CrawlState until told to pause, so a large site is crawled over several
 * invocations (scan-in-parts.ts).
 */
import { crawlPage } from "./crawl-page.ts";
import { type CrawlState, Frontier, type SkipReason } from "./crawl-frontier.ts";
import { startCrawl } from "./crawl-start.ts";
import type { ScanPage } from "./scan-page.ts";

export interface CrawlOptions {
  maxPages: number;
  concurrency?: number;
  /** The whole site's budget; pages not started by then are skipped as "deadline". */
  perSiteTimeoutMs?: number;
  allowHosts?: readonly string[];
  /**
   * Called after each page with the pages done and the pages the crawl now expects to fetch
   * (found so far, capped at maxPages); the number grows while links are discovered.
   */
  onProgress?: (progress: CrawlProgress) => void;
}

export interface CrawlProgress {
  done: number;
  planned: number;
}

export interface CrawlResult {
  pages: ScanPage[];
  skipped: Array<{ url: string; reason: SkipReason }>;
  sitemapUsed: boolean;
}

export interface CrawlPart {
  /** The pages this part fetched, in the order they were done. */
  pages: ScanPage[];
  state: CrawlState;
  /** Nothing left to fetch: the crawl is over (skipped lists what was left out). */
  finished: boolean;
}

export interface CrawlPartOptions extends CrawlOptions {
  /**
   * Asked before each page is started, with the pages this part started so far: true stops this
   * part (the pages in flight finish), and the crawl goes on from the returned state later.
   */
  shouldPause?: (startedInPart: number) => boolean;
}

/**
 * Fetches pages from the state's queue until the crawl is over or `shouldPause` says stop. Page
 * numbers (maxPages, progress) count over all parts.
 */
export async function crawlPart(state: CrawlState, options: CrawlPartOptions): Promise<CrawlPart> {
  const partStarted = Date.now();
  const deadline = partStarted + (options.perSiteTimeoutMs ?? 120_000) - state.elapsedMs;
  const frontier = new Frontier(state);
  const pages: ScanPage[] = [];
  const total = () => state.done + pages.length;
  options.onProgress?.({
    done: total(),
    planned: Math.min(options.maxPages, total() + frontier.queue.length),
  });

  // A small pool: at most `concurrency` pages in flight; links found feed the queue as they come.
  let started = state.done;
  let paused = false;
  const inflight = new Set<Promise<void>>();
  for (;;) {
    while (inflight.size < (options.concurrency ?? 2) && frontier.queue.length > 0) {
      if (started < options.maxPages && options.shouldPause?.(started - state.done)) {
        paused = true;
        break;
      }
      const url = frontier.queue.shift()!;
      if (started >= options.maxPages) {
        frontier.skip(url, "cap");
        continue;
      }
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) {
        frontier.skip(url, "deadline");
        continue;
      }
      started += 1;
      const task: Promise<void> = crawlPage(url, {
        robotsTxt: state.robotsTxt,
        allowHosts: options.allowHosts,
        remainingMs,
      })
        .then(({ page, links }) => {
          pages.push(page);
          links.forEach((link) => frontier.add(link));
          options.onProgress?.({
            done: total(),
            planned: Math.min(options.maxPages, started + frontier.queue.length),
          });
        })
        .finally(() => inflight.delete(task));
      inflight.add(task);
    }
    if (inflight.size === 0) break;
    await Promise.race(inflight);
  }
  const finished = !paused || frontier.queue.length === 0;
  if (finished) {
    for (const url of frontier.queue.splice(0)) {
      frontier.skip(url, started >= options.maxPages ? "cap" : "deadline");
    }
  }
  return {
    pages,
    finished,
    state: frontier.save({
      done: total(),
      elapsedMs: state.elapsedMs + (Date.now() - partStarted),
    }),
  };
}

/** The whole crawl in one go (the analyzer's callers and the benchmarks). */
export async function crawlSite(siteUrl: string, options: CrawlOptions): Promise<CrawlResult> {
  const part = await crawlPart(await startCrawl(siteUrl, options), options);
  return { pages: part.pages, skipped: part.state.skipped, sitemapUsed: part.state.sitemapUsed };
}
