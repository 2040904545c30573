/**
 * crawlable-anchors (Lighthouse core/audits/seo/crawlable-anchors.js), rule for rule in its
 * order. One deviation by necessity: Lighthouse sees event listeners added by script; without
 * running the page only inline on* attributes count as listeners.
 */
import { binaryResult } from "../audit-result.ts";
import { nodeItem } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";
import { type Anchor, collectAnchors } from "./anchors.ts";

const HREF_ASSOCIATED_ATTRIBUTES = [
  "target",
  "download",
  "ping",
  "rel",
  "hreflang",
  "type",
  "referrerpolicy",
];
const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/;

function isUncrawlable(anchor: Anchor, pageUrl: string): boolean {
  const rawHref = anchor.rawHref.replace(/\s/g, "");
  if (anchor.role.trim().length > 0) return false;
  if (rawHref.startsWith("mailto:")) return false;
  if (rawHref === "" && anchor.id) return false;
  if (rawHref.startsWith("file:")) return true;
  if (anchor.name.trim().length > 0) return false;
  const names = anchor.attributeNames;
  if (!names.includes("href") && HREF_ASSOCIATED_ATTRIBUTES.every((a) => !names.includes(a))) {
    return anchor.hasInlineListeners;
  }
  if (anchor.href === "") return true;
  if (JAVASCRIPT_VOID.test(rawHref)) return true;
  try {
    new URL(rawHref, pageUrl);
    return false;
  } catch {
    return true;
  }
}

export function auditCrawlableAnchors(ctx: PageContext): AuditResult {
  const failing = collectAnchors(ctx).filter((a) => isUncrawlable(a, ctx.input.finalUrl));
  return binaryResult("crawlable-anchors", failing.length === 0, {
    items: failing.map((a) => nodeItem(a.el)),
    failRecommendation:
      'Geef elke link een echte URL in `href` (bijvoorbeeld `<a href="/contact">`). Zoekmachines volgen geen `javascript:`-links, `file:`-adressen of links die alleen met een klik-handler werken.',
  });
}
