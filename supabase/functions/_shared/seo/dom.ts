/**
 * The DOM the audits read: parse5 builds the same tree a browser's parser builds (WHATWG tree
 * construction: implied head/body, tags that move out of <head>, quirks mode), which is what
 * Lighthouse inspects when the page sets nothing with JavaScript.
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";

export type Document = DefaultTreeAdapterTypes.Document;
export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

const HTML_NS = "http://www.w3.org/1999/xhtml";
/** Lighthouse's getOuterHTMLSnippet limits: attribute values and the whole snippet. */
const ATTRIBUTE_CHAR_LIMIT = 75;
const SNIPPET_CHAR_LIMIT = 500;

export function parseHtml(html: string): Document {
  return parse(html);
}

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

/** Every element in document order (template contents excluded, as querySelectorAll does). */
export function allElements(root: Document | Element): Element[] {
  const out: Element[] = [];
  const walk = (node: Document | Element): void => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

export function isHtmlElement(el: Element): boolean {
  return el.namespaceURI === HTML_NS;
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function hasAttr(el: Element, name: string): boolean {
  return el.attrs.some((a) => a.name === name);
}

export function parentElement(el: Element): Element | null {
  const parent = el.parentNode;
  return parent && isElement(parent) ? parent : null;
}

/** Element.closest with a predicate; the element itself counts, as in the DOM. */
export function closest(el: Element, match: (e: Element) => boolean): Element | null {
  for (let cur: Element | null = el; cur; cur = parentElement(cur)) {
    if (match(cur)) return cur;
  }
  return null;
}

export function descendants(el: Element): Element[] {
  return allElements(el);
}

export function textContent(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!("childNodes" in node) || node.nodeName === "template") return "";
  return node.childNodes.map(textContent).join("");
}

const NOT_RENDERED = new Set(["script", "style", "template", "noscript", "head", "title"]);

/**
 * Part of a closed <details> that is not its first <summary>: the browser skips rendering it
 * (its innerText is empty) and axe counts it hidden (`detailsHidden`). Only direct children are
 * matched; use `closest` for everything below them.
 */
export function isClosedDetailsContent(el: Element): boolean {
  const parent = parentElement(el);
  if (!parent || parent.tagName !== "details" || hasAttr(parent, "open")) return false;
  const firstSummary = parent.childNodes.find((n) => isElement(n) && n.tagName === "summary");
  return firstSummary !== el;
}

/**
 * Hidden by markup alone (the engine sees no stylesheet): `hidden`, an inline display:none or
 * visibility:hidden, a <dialog> that is not open (display:none in the browser's own stylesheet),
 * or the content of a closed <details>.
 */
export function isHiddenByMarkup(el: Element): boolean {
  if (hasAttr(el, "hidden")) return true;
  if (el.tagName === "dialog" && !hasAttr(el, "open")) return true;
  if (isClosedDetailsContent(el)) return true;
  const style = (attr(el, "style") ?? "").toLowerCase().replace(/\s+/g, "");
  return style.includes("display:none") || style.includes("visibility:hidden");
}

/** axe's isVisibleToScreenReaders, by markup: not hidden on the way up and not aria-hidden. */
export function isHiddenFromScreenReaders(el: Element): boolean {
  return (
    closest(el, (e) => isHiddenByMarkup(e) || attr(e, "aria-hidden")?.trim() === "true") !== null
  );
}

/**
 * An approximation of innerText: rendered text only (Lighthouse reads innerText so hidden text
 * does not count), whitespace collapsed as layout would.
 */
export function innerText(el: Element): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeName === "#text") {
      parts.push((node as DefaultTreeAdapterTypes.TextNode).value.replace(/[ \t\r\n\f]+/g, " "));
      return;
    }
    if (!isElement(node)) return;
    if (NOT_RENDERED.has(node.tagName) || isHiddenByMarkup(node)) return;
    if (node.tagName === "br") parts.push("\n");
    node.childNodes.forEach(walk);
  };
  el.childNodes.forEach(walk);
  // Source whitespace collapses to one space; a <br> stays a line break, as in innerText.
  return parts
    .join("")
    .replace(/ {2,}/g, " ")
    .replace(/ ?\n ?/g, "\n");
}

/** The element's start tag, attribute values and total length capped like Lighthouse's snippet. */
export function snippetOf(el: Element): string {
  const attrs = el.attrs
    .map((a) => {
      const value =
        a.value.length > ATTRIBUTE_CHAR_LIMIT
          ? `${a.value.slice(0, ATTRIBUTE_CHAR_LIMIT)}…`
          : a.value;
      return ` ${a.name}="${value.replace(/"/g, "&quot;")}"`;
    })
    .join("");
  const tag = `<${el.tagName}${attrs}>`;
  return tag.length > SNIPPET_CHAR_LIMIT ? `${tag.slice(0, SNIPPET_CHAR_LIMIT)}…` : tag;
}

function cssEscape(ident: string): string {
  return ident.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`);
}

/** Per parent, each child element's 1-based index among siblings of its tag, and their count. */
const typePositions = new WeakMap<object, Map<Element, { index: number; count: number }>>();

function typePosition(el: Element): { index: number; count: number } {
  const parent = el.parentNode;
  if (!parent) return { index: 1, count: 1 };
  let positions = typePositions.get(parent);
  if (!positions) {
    // Computed once per parent: a page with thousands of findings under one <body> stays linear.
    positions = new Map();
    const byTag = new Map<string, Element[]>();
    for (const child of parent.childNodes) {
      if (!isElement(child)) continue;
      const list = byTag.get(child.tagName) ?? [];
      list.push(child);
      byTag.set(child.tagName, list);
    }
    for (const list of byTag.values()) {
      list.forEach((child, i) => positions!.set(child, { index: i + 1, count: list.length }));
    }
    typePositions.set(parent, positions);
  }
  return positions.get(el) ?? { index: 1, count: 1 };
}

/**
 * A CSS path that finds the element again: from the nearest ancestor with an id (ids are meant
 * to be unique) or from <html>, with :nth-of-type only where siblings share the tag.
 */
export function selectorOf(el: Element): string {
  const parts: string[] = [];
  for (let cur: Element | null = el; cur; cur = parentElement(cur)) {
    const id = attr(cur, "id")?.trim();
    if (id && !/\s/.test(id)) {
      parts.unshift(`${cur.tagName}#${cssEscape(id)}`);
      break;
    }
    let part = cur.tagName;
    const classes = (attr(cur, "class") ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 2);
    part += classes.map((c) => `.${cssEscape(c)}`).join("");
    const position = typePosition(cur);
    if (position.count > 1) part += `:nth-of-type(${position.index})`;
    parts.unshift(part);
  }
  return parts.join(" > ");
}

/** The element as a finding: where it is and what it looks like. */
export function nodeItem(el: Element): { snippet: string; selector: string } {
  return { snippet: snippetOf(el), selector: selectorOf(el) };
}

/** Resolves like an element's .href: against the document base URL; '' when absent. */
export function resolveHref(raw: string | undefined, baseUrl: string): string {
  if (raw === undefined) return "";
  try {
    return new URL(raw.trim(), baseUrl).href;
  } catch {
    // The DOM returns the attribute unchanged when it does not parse.
    return raw;
  }
}
