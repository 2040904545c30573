import { allElements, parseHtml, textContent } from "../seo/dom.ts";

export interface Sitemap {
  /** Page addresses (`<urlset><url><loc>`). */
  pages: string[];
  /** Child sitemaps of a sitemap index (`<sitemapindex><sitemap><loc>`). */
  sitemaps: string[];
}

/**
 * Reads a sitemap or sitemap index. parse5 (the engine's HTML parser, already a dependency) keeps
 * unknown elements such as <urlset> and <loc> as elements with their text, which is all a sitemap
 * needs; a malformed file yields what could be read instead of an exception.
 */
export function parseSitemap(xml: string): Sitemap {
  const elements = allElements(parseHtml(xml.replace(/^\s*<\?xml[^>]*\?>/, "")));
  const locs = (parent: string) =>
    elements
      .filter((el) => el.tagName === parent)
      .flatMap((el) =>
        el.childNodes.filter((child) => "tagName" in child && child.tagName === "loc"),
      )
      .map((loc) => textContent(loc).trim())
      .filter((loc) => loc !== "");
  return { pages: locs("url"), sitemaps: locs("sitemap") };
}
