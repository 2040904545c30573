/**
 * heading-order (axe rule `heading-order`; Lighthouse scores it under Accessibility, not SEO):
 * headings in document order fail when the level rises by more than one (h2 → h4). Going back up
 * any amount is fine, the first heading always passes, and a missing h1 is not checked. The level
 * is aria-level when valid, else the tag; role=heading without aria-level counts as 2. No
 * visible headings is not applicable.
 */
import { binaryResult, notApplicableResult } from "../audit-result.ts";
import { attr, type Element, isHiddenFromScreenReaders, nodeItem } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditItem, AuditResult } from "../types.ts";

const HEADING_TAG = /^h([1-6])$/;

/** The heading level, or null when the element is not a heading to screen readers. */
function levelOf(el: Element): number | null {
  const role = (attr(el, "role") ?? "").trim().toLowerCase().split(/\s+/)[0] ?? "";
  const tag = HEADING_TAG.exec(el.tagName);
  const isHeading = role === "heading" || (tag !== null && role === "");
  if (!isHeading) return null;
  const ariaLevel = Number.parseInt(attr(el, "aria-level") ?? "", 10);
  if (ariaLevel >= 1) return ariaLevel;
  return tag ? Number(tag[1]) : 2;
}

export function auditHeadingOrder(ctx: PageContext): AuditResult {
  const headings = ctx.elements.flatMap((el) => {
    const level = levelOf(el);
    return level !== null && !isHiddenFromScreenReaders(el) ? [{ el, level }] : [];
  });
  if (headings.length === 0) {
    return notApplicableResult("heading-order", "De pagina bevat geen koppen.", {
      recommendation:
        "Structureer de tekst met koppen: één `<h1>` met het onderwerp, daaronder `<h2>`-secties.",
    });
  }
  const failing: AuditItem[] = [];
  headings.forEach((h, i) => {
    const prev = headings[i - 1];
    if (prev && h.level - prev.level > 1) {
      failing.push({ ...nodeItem(h.el), level: h.level, previousLevel: prev.level });
    }
  });
  return binaryResult("heading-order", failing.length === 0, {
    items: failing,
    failRecommendation:
      "Sla geen kopniveaus over: volg een `<h2>` op met een `<h3>`, niet met een `<h4>`. Zo begrijpen zoekmachines en schermlezers de opbouw van de pagina.",
  });
}
