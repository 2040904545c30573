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

export async function crawlSite(siteUrl: string, options: CrawlOptions): Promise<CrawlResult> {
  const start = new URL(siteUrl);
  const deadline = Date.now() + (options.perSiteTimeoutMs ?? 120_000);
  const robotsTxt = await fetchText(`${start.origin}/robots.txt`, "robots", options.allowHosts);
  const robots = parseRobotsTxt(`${start.origin}/robots.txt`, robotsTxt ?? "");
  const fromSitemap = await sitemapPages(start.origin, robots, options.allowHosts);

  const result: CrawlResult = { pages: [], skipped: [], sitemapUsed: fromSitemap.length > 0 };
  const seen = new Set<string>();
  const queue: string[] = [];
  const skip = (url: string, reason: SkipReason) => {
    if (result.skipped.length < 500) result.skipped.push({ url, reason });
  };
  const enqueue = (raw: string) => {
    const url = normalise(raw);
    if (!url || seen.has(url)) return;
    seen.add(url);
    if (new URL(url).host !== start.host) return skip(url, "off-host");
    if (NOT_A_PAGE.test(new URL(url).pathname)) return;
    if (robots.isAllowed(url, BOT_NAME) === false) return skip(url, "robots");
    queue.push(url);
  };
  enqueue(start.href);
  fromSitemap.forEach(enqueue);
  options.onProgress?.({ done: 0, planned: Math.min(options.maxPages, queue.length) });

  // A small pool: at most `concurrency` pages in flight; links found feed the queue as they come.
  let started = 0;
  const inflight = new Set<Promise<void>>();
  for (;;) {
    while (inflight.size < (options.concurrency ?? 2) && queue.length > 0) {
      const url = queue.shift()!;
      if (started >= options.maxPages) {
        skip(url, "cap");
        continue;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        skip(url, "deadline");
        continue;
      }
      started += 1;
      const task: Promise<void> = crawlPage(url, robotsTxt, options, remaining)
        .then((page) => {
          result.pages.push(page.record);
          page.links.forEach(enqueue);
          options.onProgress?.({
            done: result.pages.length,
            planned: Math.min(options.maxPages, started + queue.length),
          });
        })
        .finally(() => inflight.delete(task));
      inflight.add(task);
    }
    if (inflight.size === 0) break;
    await Promise.race(inflight);
  }
  for (const url of queue) skip(url, started >= options.maxPages ? "cap" : "deadline");
  return result;
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
    const audit = auditPage({
      html: page.body,
      finalUrl: page.url,
      status: page.status,
      headers: page.headers,
      timings: page.timings,
      robotsTxt,
      robotsTxtStatus: robotsTxt === null ? null : 200,
    });
    const facts = pageFacts(page.body, page.url);
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
          page.status >= 200 && page.status < 300 ? extractPageFacts(page.body, page.url) : null,
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
