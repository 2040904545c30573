/**
 * Where a crawl got to, and its queue: same host, pages only, what robots.txt allows for our user
 * agent, each address once. The state is plain JSON, so a scan split over several invocations
 * keeps it on its row between parts (scan-in-parts.ts) and goes on from it.
 */
import { parseRobotsTxt, type RobotsTxt } from "../seo/robots-parser.ts";

export type SkipReason = "robots" | "cap" | "off-host" | "deadline";

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

const BOT_NAME = "VindbaarBot";
/** Links to files that are not pages. */
const NOT_A_PAGE =
  /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp[34]|mov|css|js|xml|json)$/i;

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

/** The queue of a crawl, from a state and back to one (`save`). */
export class Frontier {
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
