/**
 * The visible text of a page's elements, as the page reader (page-reader.ts) takes it apart: what
 * is not read at all, which elements start a block of their own, an element's inline text with
 * its line breaks, and the same-site links inside it.
 */
import { allElements, attr, resolveHref, type Element } from "../seo/dom.ts";

/**
 * Not read at all: no facts in scripts, menus, forms or controls, nor in struck-out text (a
 * shop's old price, "<del>€ 8,50</del> <ins>€ 7,25</ins>", is not what it charges).
 */
export const SKIPPED = new Set([
  "del",
  "s",
  "strike",
  "script",
  "style",
  "template",
  "noscript",
  "nav",
  "form",
  "button",
  "select",
  "svg",
  "iframe",
  "head",
  "dialog",
]);
/** Elements that start a new block of text. */
export const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "caption",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "li",
  "main",
  "ol",
  "p",
  "section",
  "summary",
  "table",
  "tbody",
  "thead",
  "tfoot",
  "tr",
  "ul",
]);
export const CHROME = new Set(["header", "footer"]);
export const CHROME_ROLES = new Set(["banner", "contentinfo"]);

/**
 * A button that opens a panel (an accordion's or FAQ's question): it has aria-expanded or
 * aria-controls, or Bootstrap's collapse toggle. Other buttons are controls and are not read.
 */
export function isDisclosureButton(el: Element): boolean {
  if (el.tagName !== "button") return false;
  return (
    attr(el, "aria-expanded") !== undefined ||
    attr(el, "aria-controls") !== undefined ||
    /collapse/i.test(attr(el, "data-bs-toggle") ?? attr(el, "data-toggle") ?? "")
  );
}

export function hiddenByMarkup(el: Element): boolean {
  if (el.attrs.some((a) => a.name === "hidden")) return true;
  if (attr(el, "aria-hidden")?.trim() === "true") return true;
  const style = (attr(el, "style") ?? "").toLowerCase().replace(/\s+/g, "");
  return style.includes("display:none") || style.includes("visibility:hidden");
}

export function isElement(node: unknown): node is Element {
  return typeof node === "object" && node !== null && "tagName" in node;
}

/**
 * Visible text of an inline run: text nodes, <br> as a line break, table cells separated by a line
 * break. Closed <details> count: an FAQ's answers are meant to be read.
 */
export function inlineText(el: Element, parts: string[]): void {
  let afterElement = false;
  for (const child of el.childNodes) {
    if (child.nodeName === "#text") {
      parts.push((child as unknown as { value: string }).value.replace(/\s+/g, " "));
      afterElement = false;
    } else if (isElement(child)) {
      if (SKIPPED.has(child.tagName) || hiddenByMarkup(child)) continue;
      // Two elements side by side are two pieces of text a stylesheet lays out apart (a tile's
      // "<span>Testament</span><span>Regel wie wat erft</span>"), not one word.
      if (afterElement) parts.push(" ");
      afterElement = child.tagName !== "br";
      if (child.tagName === "br") parts.push("\n");
      else if (child.tagName === "td" || child.tagName === "th") {
        parts.push("\n");
        inlineText(child, parts);
      } else inlineText(child, parts);
    }
  }
}

export const tidy = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");

const blockChildCache = new WeakMap<Element, boolean>();

/** Whether any descendant (not skipped) starts a block of its own; once per element. */
export function hasBlockChild(el: Element): boolean {
  let answer = blockChildCache.get(el);
  if (answer === undefined) {
    answer = el.childNodes.some(
      (child) =>
        isElement(child) &&
        !SKIPPED.has(child.tagName) &&
        (BLOCK_TAGS.has(child.tagName) || hasBlockChild(child)),
    );
    blockChildCache.set(el, answer);
  }
  return answer;
}

function sameSite(href: string, base: string): string | null {
  try {
    const url = new URL(resolveHref(href, base));
    if (url.origin !== new URL(base).origin) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function linksIn(elements: Element[], base: string): Array<{ text: string; url: string }> {
  return elements
    .flatMap((el) => (el.tagName === "a" ? [el] : allElements(el)))
    .filter((a) => a.tagName === "a" && attr(a, "href") !== undefined)
    .flatMap((a) => {
      const url = sameSite(attr(a, "href")!, base);
      if (!url) return [];
      const parts: string[] = [];
      inlineText(a, parts);
      const text = tidy(parts.join("")).replace(/\n/g, " ");
      return text ? [{ text, url }] : [];
    });
}
