/**
 * The start of a crawl, before any page is fetched: robots.txt, read once (and obeyed from then
 * on, crawl-frontier.ts), and the sitemap(s) it names, else /sitemap.xml, one index level deep.
 * Their addresses and the start address are the crawl's first queue.
 */
import { safeFetch, SafeFetchError } from "../net/safe-fetch.ts";
import { parseRobotsTxt, type RobotsTxt } from "../seo/robots-parser.ts";
import { type CrawlState, Frontier } from "./crawl-frontier.ts";
import { parseSitemap } from "./sitemap.ts";

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

/** robots.txt and the sitemap: the crawl's first addresses, before any page is fetched. */
export async function startCrawl(
  siteUrl: string,
  options: { allowHosts?: readonly string[] },
): Promise<CrawlState> {
  const startedAt = Date.now();
  const start = new URL(siteUrl);
  const robotsTxt = await fetchText(`${start.origin}/robots.txt`, "robots", options.allowHosts);
  const robots = parseRobotsTxt(`${start.origin}/robots.txt`, robotsTxt ?? "");
  const fromSitemap = await sitemapPages(start.origin, robots, options.allowHosts);
  const frontier = new Frontier({
    startUrl: start.href,
    robotsTxt,
    sitemapUsed: fromSitemap.length > 0,
    queue: [],
    seen: [],
    done: 0,
    skipped: [],
    elapsedMs: 0,
  });
  frontier.add(start.href);
  fromSitemap.forEach((url) => frontier.add(url));
  return frontier.save({ elapsedMs: Date.now() - startedAt });
}
