/**
 * image-alt (axe rule `image-alt`, which Lighthouse runs): every rendered <img> needs an alt
 * attribute (`alt=""` marks a decorative image and passes), an aria-label, an aria-labelledby
 * that names an element with text, a non-empty title, or role none/presentation. An alt of only
 * whitespace always fails (axe's `alt-space-value`). No <img> at all is not applicable. Without
 * styles and scripts, "hidden" means the hidden attribute, an inline display:none or
 * aria-hidden="true" on the way up.
 */
import { binaryResult, notApplicableResult } from "../audit-result.ts";
import {
  attr,
  closest,
  type Element,
  hasAttr,
  isHiddenByMarkup,
  nodeItem,
  textContent,
} from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

const ONLY_SPACE = /^\s+$/;
/** Roles whose images axe leaves to other rules (an explicit role that needs no name). */
const PRESENTATIONAL = new Set(["none", "presentation"]);

function isHidden(img: Element): boolean {
  return (
    closest(img, (e) => isHiddenByMarkup(e) || attr(e, "aria-hidden")?.trim() === "true") !== null
  );
}

/** aria-labelledby counts only when it names an element that exists and has text (axe). */
function labelledByText(img: Element, byId: Map<string, Element>): boolean {
  const ids = (attr(img, "aria-labelledby") ?? "").trim().split(/\s+/).filter(Boolean);
  return ids.some((id) => {
    const label = byId.get(id);
    return label !== undefined && textContent(label).trim().length > 0;
  });
}

function hasAccessibleName(img: Element, byId: Map<string, Element>): boolean {
  const nonEmpty = (name: string) => (attr(img, name) ?? "").trim().length > 0;
  return (
    hasAttr(img, "alt") || nonEmpty("aria-label") || labelledByText(img, byId) || nonEmpty("title")
  );
}

function isFocusable(img: Element): boolean {
  const tabindex = attr(img, "tabindex");
  return tabindex !== undefined && Number.parseInt(tabindex, 10) >= 0;
}

function failureReason(img: Element, byId: Map<string, Element>): string | null {
  const alt = attr(img, "alt");
  if (alt !== undefined && ONLY_SPACE.test(alt)) return "Het alt-kenmerk bevat alleen spaties.";
  if (hasAccessibleName(img, byId)) return null;
  const role = (attr(img, "role") ?? "").trim().toLowerCase().split(/\s+/)[0] ?? "";
  if (PRESENTATIONAL.has(role) && !isFocusable(img)) return null;
  return "De afbeelding heeft geen alt-kenmerk.";
}

export function auditImageAlt(ctx: PageContext): AuditResult {
  const images = ctx.elements.filter((el) => el.tagName === "img" && !isHidden(el));
  if (images.length === 0) {
    return notApplicableResult("image-alt", "De pagina bevat geen afbeeldingen.");
  }
  const byId = new Map<string, Element>();
  for (const el of ctx.elements) {
    const id = attr(el, "id");
    // The first element with an id wins, as getElementById answers.
    if (id && !byId.has(id)) byId.set(id, el);
  }
  const failing = images.flatMap((img) => {
    const reason = failureReason(img, byId);
    return reason ? [{ ...nodeItem(img), reason }] : [];
  });
  return binaryResult("image-alt", failing.length === 0, {
    items: failing,
    failRecommendation:
      'Geef elke inhoudelijke afbeelding een korte alt-tekst die beschrijft wat erop staat; gebruik `alt=""` (zonder spatie) voor puur decoratieve afbeeldingen.',
  });
}
