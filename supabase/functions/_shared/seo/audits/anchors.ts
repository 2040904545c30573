/**
 * The AnchorElements artifact of Lighthouse (core/gather/gatherers/anchor-elements.js), read
 * from the parsed HTML: every <a>, HTML or SVG, with its resolved href and text language.
 */
import {
  attr,
  closest,
  descendants,
  type Element,
  innerText,
  isClosedDetailsContent,
  isHiddenByMarkup,
  isHtmlElement,
  resolveHref,
  textContent,
} from "../dom.ts";
import type { PageContext } from "../page-context.ts";

export interface Anchor {
  el: Element;
  href: string;
  rawHref: string;
  hasHref: boolean;
  rel: string;
  role: string;
  name: string;
  id: string;
  text: string;
  textLang: string | undefined;
  attributeNames: string[];
  /** Inline on* handlers: the only event listeners visible without running the page. */
  hasInlineListeners: boolean;
}

const langOf = (el: Element | null): string | undefined => (el ? attr(el, "lang") : undefined);
const withLang = (e: Element): boolean => attr(e, "lang") !== undefined;

/** Lighthouse's getLangOfInnerText: one language among the children, else the anchor's own. */
function langOfInnerText(anchor: Element): string | null {
  let current: string | null = null;
  for (const child of descendants(anchor)) {
    if (!textContent(child)) continue;
    const childLang = langOf(closest(child, withLang));
    if (!childLang) continue;
    if (!current) {
      current = childLang;
      continue;
    }
    if (current.split("-")[0] !== childLang.split("-")[0]) return null;
  }
  return current ?? langOf(closest(anchor, withLang)) ?? null;
}

/**
 * The anchor's innerText in the browser. An anchor inside a closed <details> has a layout box
 * whose contents are skipped, so Chrome answers "" (an anchor under display:none has no box at
 * all and answers its textContent, which `innerText` below comes close to).
 */
function renderedText(el: Element): string {
  const skipped = closest(el, isClosedDetailsContent) !== null;
  if (skipped && closest(el, (e) => isHiddenByMarkup(e) && !isClosedDetailsContent(e)) === null) {
    return "";
  }
  return innerText(el);
}

export function collectAnchors(ctx: PageContext): Anchor[] {
  const langElements = ctx.elements.filter(withLang);
  const only = langElements.length === 1 ? langElements[0]! : undefined;
  const singleLang =
    only && (only.tagName === "html" || only.tagName === "body") ? langOf(only) : undefined;
  return ctx.elements
    .filter((el) => el.tagName === "a")
    .map((el) => {
      const html = isHtmlElement(el);
      const hrefAttr = html ? attr(el, "href") : (attr(el, "href") ?? attr(el, "xlink:href"));
      return {
        el,
        href: resolveHref(hrefAttr, ctx.baseUrl),
        rawHref: attr(el, "href") ?? "",
        hasHref: hrefAttr !== undefined,
        rel: html ? (attr(el, "rel") ?? "") : "",
        role: attr(el, "role") ?? "",
        name: html ? (attr(el, "name") ?? "") : "",
        id: attr(el, "id") ?? "",
        text: html ? renderedText(el) : textContent(el),
        textLang: singleLang ?? langOfInnerText(el) ?? undefined,
        attributeNames: el.attrs.map((a) => a.name),
        hasInlineListeners: el.attrs.some((a) => a.name.startsWith("on")),
      };
    });
}
