import { allElements, attr, type Document, innerText, parseHtml, resolveHref } from "../seo/dom.ts";

export interface PageFacts {
  title: string | null;
  h1s: string[];
  headings: string[];
  /** Absolute http(s) link targets, fragments dropped, in document order, without duplicates. */
  links: string[];
}

/** What the scan and the report need from a page besides its audits (`document`: html parsed). */
export function pageFacts(
  html: string,
  baseUrl: string,
  document: Document = parseHtml(html),
): PageFacts {
  const elements = allElements(document);
  const title = elements.find((el) => el.tagName === "title");
  const links = new Set<string>();
  for (const el of elements) {
    if (el.tagName !== "a") continue;
    const href = attr(el, "href");
    if (href === undefined) continue;
    try {
      const url = new URL(resolveHref(href, baseUrl));
      if (url.protocol !== "http:" && url.protocol !== "https:") continue;
      url.hash = "";
      links.add(url.href);
    } catch {
      // Not a URL: nothing to follow.
    }
  }
  const text = (tag: string) =>
    elements
      .filter((el) => el.tagName === tag)
      .map((el) => innerText(el).trim())
      .filter(Boolean);
  return {
    title: title ? innerText(title).trim() || null : null,
    h1s: text("h1"),
    headings: ["h1", "h2", "h3"].flatMap(text),
    links: [...links],
  };
}
