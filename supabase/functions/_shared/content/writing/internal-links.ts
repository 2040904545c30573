/**
 * Internal links for a draft: which of the customer's pages to link and with what anchor text.
 * Anchors are the page's own name, never "klik hier"-style words: the analyzer's link-text audit
 * flags those (seo/audits/link-text-lists.ts), and a descriptive anchor tells readers and search
 * engines where the link goes.
 */
import { normaliseWords } from "../../text/keyword-match.ts";
import { DUTCH_LINK_TEXTS, LIGHTHOUSE_LINK_TEXTS } from "../../seo/audits/link-text-lists.ts";
import { capitalize } from "../tone.ts";
import type { InternalLink } from "../types.ts";

export const MAX_LINKS = 4;

function isVague(text: string): boolean {
  const lower = text.trim().toLowerCase();
  if (DUTCH_LINK_TEXTS.has(lower)) return true;
  return Object.values(LIGHTHOUSE_LINK_TEXTS).some((list) => list.has(lower));
}

/** The page's name without the site name ("Warmtepompen | Bedrijf" → "Warmtepompen"). */
function titlePart(title: string): string {
  return title.split(/\s+[|–—-]\s+|\s+·\s+/)[0]!.trim();
}

function pathWords(url: URL): string {
  const last = url.pathname.split("/").filter(Boolean).pop() ?? "";
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  return decoded
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_+]+/g, " ")
    .trim();
}

/** A descriptive anchor for the page; the business name for a home page without a usable title. */
export function anchorText(link: InternalLink, businessName: string): string {
  const url = new URL(link.url);
  const fromTitle = titlePart(link.title);
  const usable = (text: string) =>
    text.length >= 3 && !text.startsWith("/") && !isVague(text) && !/^home(page)?$/i.test(text);
  if (usable(fromTitle)) return fromTitle;
  const fromPath = pathWords(url);
  if (usable(fromPath)) return capitalize(fromPath);
  return businessName;
}

function escapeAnchor(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, "\\$1");
}

/** A markdown link whose URL survives spaces and brackets. */
export function markdownLink(text: string, url: string): string {
  const safeUrl = url.replace(/ /g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29");
  return `[${escapeAnchor(text)}](${safeUrl})`;
}

/** Contact pages get the call to action's link sentence. */
export function isContactPage(url: string, title: string): boolean {
  return /contact|afspraak|offerte/i.test(`${title} ${new URL(url).pathname}`);
}

const isHomePage = (url: string) => new URL(url).pathname.replace(/\/+$/, "") === "";

function isHttp(url: string): boolean {
  try {
    const protocol = new URL(url).protocol;
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Up to four distinct http(s) pages: the page the post supports first, then the ones whose
 * title or address shares most words with the keywords (ties keep the scan's order, home pages go last: they say least about the
 * topic), each with its anchor. Pages whose anchors would
 * repeat are skipped, so every link reads differently.
 */
export function chooseLinks(
  links: readonly InternalLink[],
  keywords: readonly string[],
  businessName: string,
): Array<{ url: string; anchor: string }> {
  const keywordWords = new Set(keywords.flatMap((k) => normaliseWords(k).split(" ")));
  const overlap = (link: InternalLink) =>
    normaliseWords(`${link.title} ${link.url}`)
      .split(" ")
      .filter((word) => word.length > 2 && keywordWords.has(word)).length;
  const seenUrls = new Set<string>();
  const seenAnchors = new Set<string>();
  const chosen: Array<{ url: string; anchor: string }> = [];
  const ranked = links
    .map((link, index) => ({ link, index, score: overlap(link) }))
    .filter(({ link }) => isHttp(link.url))
    .sort(
      (a, b) =>
        Number(Boolean(b.link.supported)) - Number(Boolean(a.link.supported)) ||
        Number(isHomePage(a.link.url)) - Number(isHomePage(b.link.url)) ||
        b.score - a.score ||
        a.index - b.index,
    );
  for (const { link } of ranked) {
    const anchor = anchorText(link, businessName);
    const key = anchor.toLowerCase();
    if (seenUrls.has(link.url) || seenAnchors.has(key)) continue;
    seenUrls.add(link.url);
    seenAnchors.add(key);
    chosen.push({ url: link.url, anchor });
    if (chosen.length === MAX_LINKS) break;
  }
  return chosen;
}
