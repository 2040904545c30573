import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BAKERY_SITE, type SampleSiteContent } from "./site-content.ts";

export interface SampleSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** 127.0.0.1:<port>, for the analyzer's loopback allow-list. */
  host: string;
  close(): Promise<void>;
}

/**
 * A small business website on loopback that `npm run dev` starts next to the emulator and allows
 * the analyzer and the site scan to fetch, so a new user can see a report and drafts with
 * internal links without internet access (pages.ts). robots.txt names the sitemap, like most
 * WordPress sites do. `content` serves another site the same way (large-site.ts, for benchmarks).
 */
export async function startSampleSite(
  port = 0,
  content: SampleSiteContent = BAKERY_SITE,
): Promise<SampleSite> {
  let origin = "";
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://sample").pathname;
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      res.end(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
      return;
    }
    if (path === "/sitemap.xml") {
      const urls = content.paths.map((page) => `<url><loc>${origin}${page}</loc></url>`);
      res.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>`,
      );
      return;
    }
    const page = content.render(path);
    res.writeHead(page !== null ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(
      page ??
        '<!DOCTYPE html><html lang="nl"><title>Niet gevonden</title><h1>Pagina niet gevonden</h1></html>',
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    host: `127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
