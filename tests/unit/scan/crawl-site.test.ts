import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { crawlSite } from "../../../supabase/functions/_shared/scan/crawl-site.ts";
import { parseSitemap } from "../../../supabase/functions/_shared/scan/sitemap.ts";
import { startServer, type LocalServer } from "../seo/local-server.ts";

const page = (title: string, links: string[] = []) =>
  `<!DOCTYPE html><html lang="nl"><head><title>${title}</title></head><body><h1>${title}</h1>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join("")}</body></html>`;

interface Site {
  robots?: string;
  sitemap?: string;
  pages: Record<string, string | ((res: ServerResponse) => void)>;
}

let server: LocalServer | undefined;
let active = 0;
let peak = 0;
afterEach(async () => {
  await server?.close();
  server = undefined;
  active = 0;
  peak = 0;
});

async function serve(site: Site, delayMs = 0) {
  server = await startServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://site").pathname;
    if (path === "/robots.txt" && site.robots !== undefined) {
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end(site.robots);
    }
    if (path === "/sitemap.xml" && site.sitemap !== undefined) {
      res.writeHead(200, { "content-type": "application/xml" });
      return res.end(site.sitemap.replaceAll("{origin}", `http://${req.headers.host}`));
    }
    const body = site.pages[path];
    if (body === undefined) {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end(page("Niet gevonden"));
    }
    if (typeof body === "function") return body(res);
    active += 1;
    peak = Math.max(peak, active);
    setTimeout(() => {
      active -= 1;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    }, delayMs);
  });
  return server;
}

const paths = (pages: Array<{ url: string }>, origin: string) =>
  pages.map((p) => p.url.replace(origin, "")).sort();

describe("crawlSite", () => {
  it("reports its progress: pages done of the pages it expects, growing as links are found", async () => {
    const site = await serve({
      sitemap: `<urlset><url><loc>{origin}/</loc></url><url><loc>{origin}/a</loc></url></urlset>`,
      pages: {
        "/": page("Home"),
        "/a": page("A", ["/b", "/c"]),
        "/b": page("B"),
        "/c": page("C"),
      },
    });
    const progress: Array<{ done: number; planned: number }> = [];
    const crawl = await crawlSite(`${site.origin}/`, {
      maxPages: 3,
      concurrency: 1,
      allowHosts: [site.host],
      onProgress: (step) => progress.push(step),
    });
    expect(crawl.pages).toHaveLength(3);
    expect(progress).toEqual([
      { done: 0, planned: 2 },
      { done: 1, planned: 2 },
      // /a links to /b and /c: four pages known, three allowed.
      { done: 2, planned: 3 },
      { done: 3, planned: 3 },
    ]);
  });

  it("follows same-host links breadth-first, obeys robots.txt and never leaves the host", async () => {
    const site = await serve({
      robots: "User-agent: *\nDisallow: /intern/\n",
      pages: {
        "/": page("Home", [
          "/diensten",
          "/intern/beheer",
          "https://example.com/elders",
          "/folder.pdf",
          "#top",
        ]),
        "/diensten": page("Diensten", ["/", "/contact"]),
        "/contact": page("Contact"),
        "/intern/beheer": page("Beheer"),
      },
    });
    const crawl = await crawlSite(`${site.origin}/`, { maxPages: 25, allowHosts: [site.host] });
    expect(paths(crawl.pages, site.origin)).toEqual(["/", "/contact", "/diensten"]);
    expect(crawl.skipped).toEqual(
      expect.arrayContaining([
        { url: `${site.origin}/intern/beheer`, reason: "robots" },
        { url: "https://example.com/elders", reason: "off-host" },
      ]),
    );
    expect(site.requests).not.toContain("/intern/beheer");
    expect(site.requests).not.toContain("/folder.pdf");
    const home = crawl.pages.find((p) => p.url === `${site.origin}/`)!;
    expect(home).toMatchObject({ statusCode: 200, title: "Home", h1s: ["Home"], error: null });
    expect(home.seoScore).toEqual(expect.any(Number));
    expect(home.audits["document-title"]).toMatchObject({ score: 1, itemCount: 1 });
    expect(crawl.sitemapUsed).toBe(false);
  });

  it("uses the sitemap to find pages no link points to", async () => {
    const site = await serve({
      sitemap: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>{origin}/verborgen</loc></url><url><loc>{origin}/</loc></url></urlset>`,
      pages: { "/": page("Home"), "/verborgen": page("Verborgen") },
    });
    const crawl = await crawlSite(`${site.origin}/`, { maxPages: 25, allowHosts: [site.host] });
    expect(crawl.sitemapUsed).toBe(true);
    expect(paths(crawl.pages, site.origin)).toEqual(["/", "/verborgen"]);
  });

  it("stops at the page cap and keeps at most 2 requests in flight", async () => {
    const links = Array.from({ length: 30 }, (_, i) => `/p${i}`);
    const pages: Site["pages"] = { "/": page("Home", links) };
    for (const link of links) pages[link] = page(link);
    const site = await serve({ pages }, 20);
    const crawl = await crawlSite(`${site.origin}/`, { maxPages: 10, allowHosts: [site.host] });
    expect(crawl.pages).toHaveLength(10);
    expect(crawl.skipped.filter((s) => s.reason === "cap")).toHaveLength(21);
    expect(peak).toBe(2);
  });

  it("records a redirect loop and a page that never answers as errors, within the site's deadline", async () => {
    const site = await serve({
      pages: {
        "/": page("Home", ["/lus", "/traag"]),
        "/lus": (res) => {
          res.writeHead(302, { location: "/lus" });
          res.end();
        },
        "/traag": () => {
          // Never answers.
        },
      },
    });
    const started = Date.now();
    const crawl = await crawlSite(`${site.origin}/`, {
      maxPages: 25,
      allowHosts: [site.host],
      perSiteTimeoutMs: 1_500,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const byPath = Object.fromEntries(
      crawl.pages.map((p) => [p.url.replace(site.origin, ""), p.error]),
    );
    expect(byPath).toEqual({
      "/": null,
      "/lus": "De website stuurt meer dan 5 keer door; de analyse is gestopt.",
      "/traag": expect.stringMatching(/^De website reageerde niet binnen/),
    });
  });
});

describe("parseSitemap", () => {
  it("reads url sets and sitemap indexes, and survives malformed files", () => {
    expect(
      parseSitemap(
        '<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc> https://a.nl/ </loc><lastmod>2026-01-01</lastmod></url><url><loc>https://a.nl/b</loc></url></urlset>',
      ),
    ).toEqual({ pages: ["https://a.nl/", "https://a.nl/b"], sitemaps: [] });
    expect(
      parseSitemap(
        "<sitemapindex><sitemap><loc>https://a.nl/s1.xml</loc></sitemap></sitemapindex>",
      ),
    ).toEqual({ pages: [], sitemaps: ["https://a.nl/s1.xml"] });
    expect(parseSitemap("<urlset><url><loc>https://a.nl/</url")).toEqual({
      pages: ["https://a.nl/"],
      sitemaps: [],
    });
  });
});
