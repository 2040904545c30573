/**
 * link-text (Lighthouse core/audits/seo/link-text.js): an exact, case-insensitive match of the
 * trimmed link text with a list of non-descriptive texts. Links without href, with rel nofollow,
 * to javascript:/mailto: or to this same page are skipped. With a text language only that
 * language's list applies; without one every Lighthouse list does. Ours: Dutch links are also
 * checked against a Dutch list.
 */
import { binaryResult } from "../audit-result.ts";
import { nodeItem } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditItem, AuditResult } from "../types.ts";
import { collectAnchors } from "./anchors.ts";
import { DUTCH_LINK_TEXTS, LIGHTHOUSE_LINK_TEXTS } from "./link-text-lists.ts";

function sameDocument(href: string, pageUrl: string): boolean {
  try {
    const a = new URL(href);
    const b = new URL(pageUrl);
    a.hash = "";
    b.hash = "";
    return a.href === b.href;
  } catch {
    return false;
  }
}

/** Which list flags this text: "lighthouse", "vindbaar-nl" (ours), or null. */
function matchingList(searchTerm: string, textLang: string | undefined, dutch: boolean) {
  if (textLang) {
    const lang = textLang.split("-")[0]!.toLowerCase();
    if (lang === "nl" && dutch) return DUTCH_LINK_TEXTS.has(searchTerm) ? "vindbaar-nl" : null;
    // Lighthouse indexes its lists with the subtag as written; "EN" finds no list there.
    const list = LIGHTHOUSE_LINK_TEXTS[textLang.split("-")[0]!];
    return list?.has(searchTerm) ? "lighthouse" : null;
  }
  return Object.values(LIGHTHOUSE_LINK_TEXTS).some((l) => l.has(searchTerm)) ? "lighthouse" : null;
}

/** `dutchLinkTexts: false` gives Lighthouse's verdict exactly (for comparisons and benchmarks). */
export function auditLinkText(ctx: PageContext, dutchLinkTexts = true): AuditResult {
  const failing: AuditItem[] = [];
  for (const link of collectAnchors(ctx)) {
    if (!link.href || link.rel.includes("nofollow")) continue;
    const href = link.href.toLowerCase();
    if (href.startsWith("javascript:") || href.startsWith("mailto:")) continue;
    if (sameDocument(link.href, ctx.input.finalUrl)) continue;
    const searchTerm = link.text.trim().toLowerCase();
    if (!searchTerm) continue;
    const list = matchingList(searchTerm, link.textLang, dutchLinkTexts);
    if (!list) continue;
    failing.push({
      ...nodeItem(link.el),
      href: link.href,
      text: link.text.trim(),
      textLang: link.textLang ?? null,
      list,
    });
  }
  const n = failing.length;
  return binaryResult("link-text", n === 0, {
    items: failing,
    ...(n > 0 ? { explanation: n === 1 ? "1 link gevonden" : `${n} links gevonden` } : {}),
    failRecommendation:
      "Vervang linkteksten als 'klik hier' of 'lees meer' door tekst die zegt waar de link heen gaat, zoals de naam van de pagina erachter ('Onze prijzen', 'Neem contact op').",
  });
}
