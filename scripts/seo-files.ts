import { clientRenderedPrefixes } from "../src/config/public-routes";

export interface SitemapPage {
  path: string;
  /** yyyy-mm-dd of the page's last change, when known (the articles'). */
  lastModified?: string;
}

/**
 * sitemap.xml and robots.txt, generated from the route table, the articles under content/ and the
 * configured site URL.
 */
export function buildSitemapXml(siteUrl: string, pages: readonly (string | SitemapPage)[]): string {
  const urls = pages
    .map((page) => (typeof page === "string" ? { path: page } : page))
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
      return `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read every public page but stay out of the customer area. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...clientRenderedPrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
