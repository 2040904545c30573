/**
 * Crawls one customer site politely for a scan (issue 11): robots.txt read once and obeyed for our
 * user agent, the sitemap used when there is one, same host only, at most `maxPages` pages,
 * `concurrency` requests at a time, every fetch through the SSRF-safe fetcher (its rules on every
 * redirect hop, 10 s and 5 MB per page), and a deadline for the whole site. Each page goes
 * through the SEO engine, and what it says about the business is read as site facts.
 */
import {
  safeFetch,
  SafeFetchError,
  SAFE_FETCH_DEFAULTS,
  type SafeFetchErrorCode,
} from "../net/safe-fetch.ts";
import { extractPageFacts, type PageFactsResult } from "../facts/extract-page-facts.ts";
import { parseHtml } from "../seo/dom.ts";
import { auditPage } from "../seo/index.ts";
import { parseRobotsTxt, type RobotsTxt } from "../seo/robots-parser.ts";
import { type CompactAudit, compactAudits } from "../seo/compact-audits.ts";
import { pageFacts } from "./page-facts.ts";
import { parseSitemap } from "./sitemap.ts";

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

export interface CrawledPage {
  url: string;
  finalUrl: string;
  statusCode: number | null;
  seoScore: number | null;
  audits: Record<string, CompactAudit>;
  title: string | null;
  h1s: string[];
  headings: string[];
  fetchMs: number | null;
  bytes: number | null;
  /** Why the page could not be audited (a refusal or network error, in Dutch). */
  error: string | null;
  /** The fetcher's code for that reason (decides whether trying again can help). */
  errorCode: SafeFetchErrorCode | null;
  /** What the page says about the business (facts/), for a page that answered 2xx. */
  siteFacts: PageFactsResult | null;
}

export type SkipReason = "robots" | "cap" | "off-host" | "deadline";

export interface CrawlResult {
  pages: CrawledPage[];
  skipped: Array<{ url: string; reason: SkipReason }>;
  sitemapUsed: boolean;
}

const BOT_NAME = "VindbaarBot";
/** Links to files that are not pages. */
const NOT_A_PAGE =
  /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp[34]|mov|css|js|xml|json)$/i;

async function fetchText(url: string, kind: "robots" | "sitemap", allowHosts?: readonly string[]) {
  try {
    const answer = await safeFetch(url, { kind, allowHosts, timeoutMs: 5_000 });
    return answer.status >= 200 && answer.status < 300 ? answer.body : null;
  } catch (error) {
    if (error instanceof SafeFetchError) return null;
    throw error;
  }
}

/** Page addresses from the sitemaps robots.txt names, else /sitemap.xml; one index level deep. */
async function sitemapPages(origin: string, robots: RobotsTxt, allowHosts?: readonly string[]) {
  const named = robots.getSitemaps();
  const roots = named.length > 0 ? named.slice(0, 3) : [`${origin}/sitemap.xml`];
  const pages: string[] = [];
  for (const root of roots) {
    const body = await fetchText(root, "sitemap", allowHosts);
    if (!body) continue;
    const sitemap = parseSitemap(body);
    pages.push(...sitemap.pages);
    for (const child of sitemap.sitemaps.slice(0, 10)) {
      const childBody = await fetchText(child, "sitemap", allowHosts);
      if (childBody) pages.push(...parseSitemap(childBody).pages);
    }
  }
  return pages;
}

function normalise(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Where a crawl got to, as plain JSON: a scan split over several invocations keeps it on its row
 * between parts (scan-in-parts.ts) and goes on from it.
 */
export interface CrawlState {
  startUrl: string;
  robotsTxt: string | null;
  sitemapUsed: boolean;
  /** Addresses found and not fetched yet, in order. */
  queue: string[];
  /** Every address found so far (queued, fetched or skipped), so none is fetched twice. */
  seen: string[];
  /** Pages fetched (or failed) in earlier parts. */
  done: number;
  skipped: Array<{ url: string; reason: SkipReason }>;
  /** Time spent crawling in earlier parts: the site's budget (perSiteTimeoutMs) covers all of them. */
  elapsedMs: number;
}

export interface CrawlPart {
  /** The pages this part fetched. */
  pages: CrawledPage[];
  state: CrawlState;
  /** Nothing left to fetch: the crawl is over (skipped lists what was left out). */
  finished: boolean;
}

/** robots.txt and the sitemap: the crawl's first addresses, before any page is fetched. */
export async function startCrawl(
  siteUrl: string,
  options: Pick<CrawlOptions, "allowHosts">,
): Promise<CrawlState> {
  const startedAt = Date.now();
  const start = new URL(siteUrl);
  const robotsTxt = await fetchText(`${start.origin}/robots.txt`, "robots", options.allowHosts);
  const robots = parseRobotsTxt(`${start.origin}/robots.txt`, robotsTxt ?? "");
  const fromSitemap = await sitemapPages(start.origin, robots, options.allowHosts);
  const state: CrawlState = {
    startUrl: start.href,
    robotsTxt,
    sitemapUsed: fromSitemap.length > 0,
    queue: [],
    seen: [],
    done: 0,
    skipped: [],
    elapsedMs: 0,
  };
  const frontier = new Frontier(state);
  frontier.add(start.href);
  fromSitemap.forEach((url) => frontier.add(url));
  return frontier.save({ elapsedMs: Date.now() - startedAt });
}

/** The queue of a crawl: same host, pages only, what robots.txt allows, each address once. */
class Frontier {
  private readonly host: string;
  private readonly robots: RobotsTxt;
  private readonly seen: Set<string>;
  readonly queue: string[];
  readonly skipped: CrawlState["skipped"];

  constructor(private readonly state: CrawlState) {
    const start = new URL(state.startUrl);
    this.host = start.host;
    this.robots = parseRobotsTxt(`${start.origin}/robots.txt`, state.robotsTxt ?? "");
    this.seen = new Set(state.seen);
    this.queue = [...state.queue];
    this.skipped = [...state.skipped];
  }

  skip(url: string, reason: SkipReason): void {
    if (this.skipped.length < 500) this.skipped.push({ url, reason });
  }

  add(raw: string): void {
    const url = normalise(raw);
    if (!url || this.seen.has(url)) return;
    this.seen.add(url);
    if (new URL(url).host !== this.host) return this.skip(url, "off-host");
    if (NOT_A_PAGE.test(new URL(url).pathname)) return;
    if (this.robots.isAllowed(url, BOT_NAME) === false) return this.skip(url, "robots");
    this.queue.push(url);
  }

  save(changes: Partial<CrawlState> = {}): CrawlState {
    return {
      ...this.state,
      queue: [...this.queue],
      seen: [...this.seen],
      skipped: [...this.skipped],
      ...changes,
    };
  }
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
  const pages: CrawledPage[] = [];
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
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        frontier.skip(url, "deadline");
        continue;
      }
      started += 1;
      const task: Promise<void> = crawlPage(url, state.robotsTxt, options, remaining)
        .then((page) => {
          pages.push(page.record);
          page.links.forEach((link) => frontier.add(link));
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

async function crawlPage(
  url: string,
  robotsTxt: string | null,
  options: CrawlOptions,
  remainingMs: number,
): Promise<{ record: CrawledPage; links: string[] }> {
  try {
    const page = await safeFetch(url, {
      kind: "page",
      allowHosts: options.allowHosts,
      timeoutMs: Math.min(SAFE_FETCH_DEFAULTS.timeoutMs, remainingMs),
    });
    // One parse for the audits, the links and the facts: a page of a few hundred KB costs about
    // as much CPU and memory to parse as everything read from it.
    const document = parseHtml(page.body);
    const audit = auditPage({
      html: page.body,
      document,
      finalUrl: page.url,
      status: page.status,
      headers: page.headers,
      timings: page.timings,
      robotsTxt,
      robotsTxtStatus: robotsTxt === null ? null : 200,
    });
    const facts = pageFacts(page.body, page.url, document);
    return {
      record: {
        url,
        finalUrl: page.url,
        statusCode: page.status,
        seoScore: audit.seoScore.percent,
        audits: compactAudits(audit.audits),
        title: facts.title,
        h1s: facts.h1s,
        headings: facts.headings,
        fetchMs: Math.round(page.timings.fetchMs),
        bytes: page.bytes,
        error: null,
        errorCode: null,
        siteFacts:
          page.status >= 200 && page.status < 300
            ? extractPageFacts(page.body, page.url, document)
            : null,
      },
      links: page.status < 400 ? facts.links : [],
    };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return {
      record: {
        url,
        finalUrl: url,
        statusCode: null,
        seoScore: null,
        audits: {},
        title: null,
        h1s: [],
        headings: [],
        fetchMs: null,
        bytes: null,
        error: error.message,
        errorCode: error.code,
        siteFacts: null,
      },
      links: [],
    };
  }
}
