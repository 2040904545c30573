import { afterEach, describe, expect, it } from "vitest";
import { invocationBudget } from "../../../supabase/functions/_shared/jobs/invocation-budget.ts";
import type { CrawlState } from "../../../supabase/functions/_shared/scan/crawl-frontier.ts";
import { crawlPart, crawlSite } from "../../../supabase/functions/_shared/scan/crawl-site.ts";
import { startCrawl } from "../../../supabase/functions/_shared/scan/crawl-start.ts";
import { startServer, type LocalServer } from "../seo/local-server.ts";

/**
 * A scan of a large site runs in parts (one per process-jobs invocation): each part stops when
 * told to, its state goes through the database as JSON, and the next part goes on from there.
 */
let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Twelve pages in a chain of links, the first four also in the sitemap; /b is off-limits. */
async function chainSite(): Promise<LocalServer> {
  const page = (n: number) =>
    `<!DOCTYPE html><html lang="nl"><title>Pagina ${n}</title><h1>Pagina ${n}</h1><a href="/p/${n + 1}">verder</a><a href="/b/geheim">geheim</a><a href="https://elders.example/">elders</a></html>`;
  server = await startServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://site").pathname;
    const origin = `http://${req.headers.host}`;
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end("User-agent: *\nDisallow: /b/\n");
    }
    if (path === "/sitemap.xml") {
      res.writeHead(200, { "content-type": "application/xml" });
      const urls = [0, 1, 2, 3].map((n) => `<url><loc>${origin}/p/${n}</loc></url>`);
      return res.end(`<urlset>${urls.join("")}</urlset>`);
    }
    const match = /^\/p\/(\d+)$/.exec(path);
    const n = match ? Number(match[1]) : -1;
    res.writeHead(n >= 0 && n < 12 ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(n >= 0 && n < 12 ? page(n) : "<!DOCTYPE html><title>Niet gevonden</title>");
  });
  return server;
}

const viaDatabase = (state: CrawlState): CrawlState => JSON.parse(JSON.stringify(state));

describe("a crawl in parts", () => {
  it("fetches every page once over several parts, exactly what one crawl fetches", async () => {
    const site = await chainSite();
    const options = { maxPages: 10, allowHosts: [site.host] };
    const whole = await crawlSite(`${site.origin}/p/0`, options);

    let state = viaDatabase(await startCrawl(`${site.origin}/p/0`, options));
    const parts: string[][] = [];
    const progress: Array<{ done: number; planned: number }> = [];
    for (;;) {
      const part = await crawlPart(state, {
        ...options,
        shouldPause: (startedInPart) => startedInPart >= 3,
        onProgress: (figures) => progress.push(figures),
      });
      parts.push(part.pages.map((page) => new URL(page.url).pathname));
      state = viaDatabase(part.state);
      if (part.finished) break;
    }

    // 3 + 3 + 3 + 1 pages (2 at a time, so a part never starts a fourth), 10 = the cap.
    expect(parts.map((part) => part.length)).toEqual([3, 3, 3, 1]);
    const fetched = parts.flat();
    expect(new Set(fetched).size).toBe(10);
    expect([...fetched].sort()).toEqual(
      whole.pages.map((page) => new URL(page.url).pathname).sort(),
    );
    expect(state.done).toBe(10);
    expect(state.queue).toEqual([]);
    // What one crawl skips, the parts skip too: robots.txt, the other host, the cap.
    expect([...state.skipped].sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      [...whole.skipped].sort((a, b) => a.url.localeCompare(b.url)),
    );
    // Progress counts over all parts and never goes back.
    const done = progress.map((figures) => figures.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ done: 10, planned: 10 });
  });

  it("a part told to stop at once fetches nothing and leaves the queue as it was", async () => {
    const site = await chainSite();
    const state = await startCrawl(`${site.origin}/p/0`, { allowHosts: [site.host] });
    const part = await crawlPart(state, {
      maxPages: 10,
      allowHosts: [site.host],
      shouldPause: () => true,
    });
    expect(part).toMatchObject({ pages: [], finished: false });
    expect(part.state.queue).toEqual(state.queue);
  });

  it("counts the site's time budget over all parts: a later part past it skips as 'deadline'", async () => {
    const site = await chainSite();
    const state = await startCrawl(`${site.origin}/p/0`, { allowHosts: [site.host] });
    const part = await crawlPart(
      { ...state, elapsedMs: 60_000 },
      { maxPages: 10, allowHosts: [site.host], perSiteTimeoutMs: 60_000 },
    );
    expect(part.pages).toEqual([]);
    expect(part.finished).toBe(true);
    expect(part.state.skipped.filter((skip) => skip.reason === "deadline")).toHaveLength(4);
  });
});

describe("the invocation's CPU budget", () => {
  it("is spent once the CPU used since the invocation began reaches it", () => {
    let cpu = 5_000;
    const budget = invocationBudget(800, { measure: () => cpu });
    expect([budget.cpuMs(), budget.spent()]).toEqual([0, false]);
    cpu += 799;
    expect(budget.spent()).toBe(false);
    cpu += 1;
    expect([budget.cpuMs(), budget.spent()]).toEqual([800, true]);
  });

  it("counts nothing where one process serves every function (the emulator under Node)", () => {
    const budget = invocationBudget(1);
    for (let i = 0; i < 2e6; i++) Math.sqrt(i);
    expect([budget.cpuMs(), budget.spent()]).toEqual([null, false]);
  });
});
