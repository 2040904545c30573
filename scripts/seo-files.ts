import { clientRenderedPrefixes } from "../src/config/public-routes";

/** sitemap.xml and robots.txt, generated from the route table and the configured site URL. */
export function buildSitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`)
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
