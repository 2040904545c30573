/**
 * image-alt (axe rule `image-alt`, which Lighthouse runs): every rendered <img> needs an alt
 * attribute (`alt=""` marks a decorative image and passes), an aria-label, an aria-labelledby
 * that names an element with text, a non-empty title, or role none/presentation (unless the
 * image is focusable or has a global ARIA attribute). An alt of only whitespace fails (axe's
 * `alt-space-value`) except on a presentational image. No <img> at all is not applicable.
 * Without styles and scripts, "hidden" is what markup says (dom.ts `isHiddenFromScreenReaders`).
 */
import { binaryResult, notApplicableResult } from "../audit-result.ts";
import {
  attr,
  type Element,
  hasAttr,
  isHiddenFromScreenReaders,
  nodeItem,
  textContent,
} from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

const ONLY_SPACE = /^\s+$/;
/**
 * axe's global ARIA attributes (standards.ariaAttrs with `global: true`, axe-core 4.14): one of
 * them on an image with role=none|presentation overrules the role (ARIA's conflict resolution).
 */
const GLOBAL_ARIA = [
  "aria-actions",
  "aria-atomic",
  "aria-braillelabel",
  "aria-brailleroledescription",
  "aria-busy",
  "aria-controls",
  "aria-current",
  "aria-describedby",
  "aria-description",
  "aria-details",
  "aria-disabled",
  "aria-dropeffect",
  "aria-errormessage",
  "aria-flowto",
  "aria-grabbed",
  "aria-haspopup",
  "aria-hidden",
  "aria-invalid",
  "aria-keyshortcuts",
  "aria-label",
  "aria-labelledby",
  "aria-live",
  "aria-owns",
  "aria-relevant",
  "aria-roledescription",
];

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

/** axe's isFocusable for an <img>: any tabindex that starts with an integer, -1 included. */
function isFocusable(img: Element): boolean {
  return /^[-+]?\d/.test((attr(img, "tabindex") ?? "").trim());
}

/**
 * axe's getRole is none/presentation: the whole role attribute is one of them (axe reads no
 * fallback list here) and neither focusability nor a global ARIA attribute overrules it.
 */
function isPresentational(img: Element): boolean {
  const role = (attr(img, "role") ?? "").trim().toLowerCase();
  if (role !== "none" && role !== "presentation") return false;
  return !isFocusable(img) && !GLOBAL_ARIA.some((name) => hasAttr(img, name));
}

function failureReason(img: Element, byId: Map<string, Element>): string | null {
  const presentational = isPresentational(img);
  // alt-space-value does not apply to a presentational image (axe skips it for that role).
  const alt = attr(img, "alt");
  if (!presentational && alt !== undefined && ONLY_SPACE.test(alt)) {
    return "Het alt-kenmerk bevat alleen spaties.";
  }
  if (presentational || hasAccessibleName(img, byId)) return null;
  return "De afbeelding heeft geen alt-kenmerk.";
}

export function auditImageAlt(ctx: PageContext): AuditResult {
  const images = ctx.elements.filter(
    (el) => el.tagName === "img" && !isHiddenFromScreenReaders(el),
  );
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
