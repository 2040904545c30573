/**
 * `npm run bench:scan`: the site scan's crawler on a 50-page local site (robots.txt, a sitemap,
 * links between pages): pages per second and peak memory, over 3 runs. Politeness caps apply as in
 * production (2 requests at a time), so this measures the scan as customers get it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { crawlSite } from "../supabase/functions/_shared/scan/crawl-site";
import { formatMarkdownTable } from "./bench-support";

const PAGES = 50;
const RUNS = 3;

function pageHtml(i: number): string {
  const links = [1, 2, 3].map(
    (step) => `<a href="/pagina/${(i + step) % PAGES}">Pagina ${(i + step) % PAGES}</a>`,
  );
  const text =
    "Wij helpen ondernemers in heel Nederland met onderhoud, advies en reparaties. ".repeat(40);
  return `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Pagina ${i} – Installatiebedrijf Van Dijk</title><meta name="description" content="Installatiebedrijf Van Dijk: cv-ketels, warmtepompen en sanitair in de regio Utrecht. Pagina ${i} met informatie over onze diensten en tarieven."></head><body><h1>Pagina ${i}</h1><p>${text}</p>${links.join("")}<img src="/foto${i}.jpg" alt="Foto ${i}"></body></html>`;
}

async function main() {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://bench").pathname;
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end("User-agent: *\nAllow: /\n");
    }
    if (path === "/sitemap.xml") {
      res.writeHead(200, { "content-type": "application/xml" });
      const host = `http://${req.headers.host}`;
      return res.end(
        `<urlset>${Array.from({ length: PAGES }, (_, i) => `<url><loc>${host}/pagina/${i}</loc></url>`).join("")}</urlset>`,
      );
    }
    const match = /^\/pagina\/(\d+)$/.exec(path);
    const index = path === "/" ? 0 : match ? Number(match[1]) : -1;
    res.writeHead(index >= 0 ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(pageHtml(Math.max(0, index)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  const rows: string[][] = [];
  for (let run = 1; run <= RUNS; run++) {
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const crawl = await crawlSite(`http://${host}/pagina/0`, {
      maxPages: PAGES,
      allowHosts: [host],
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    rows.push([
      String(run),
      String(crawl.pages.length),
      `${seconds.toFixed(2)} s`,
      (crawl.pages.length / seconds).toFixed(1),
      `${(peak / 1024 / 1024).toFixed(0)} MB`,
      `${((peak - baseline) / 1024 / 1024).toFixed(1)} MB`,
    ]);
  }
  server.close();
  console.log(`## Site scan: ${PAGES}-page local site, 2 requests at a time\n`);
  console.log(
    formatMarkdownTable(
      ["run", "pages", "time", "pages/s", "peak RSS", "peak above start"],
      rows,
    ).join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
