/**
 * A scanned page as the fact extraction reads it: its visible text as blocks (a paragraph, a list
 * item, a table row, a heading, a card's line), each with the heading it falls under, the card
 * or section it sits in, and whether it is site chrome (header or footer, repeated on every
 * page); plus its JSON-LD, its menu links and what kind of page its address says it is.
 * Navigation, forms and scripts are not read: they hold no facts about the business.
 */
import { allElements, attr, type Document, parseHtml, type Element } from "../seo/dom.ts";
import { pageKindOf, type PageKind } from "./page-kind.ts";
import {
  BLOCK_TAGS,
  CHROME,
  CHROME_ROLES,
  hasBlockChild,
  hiddenByMarkup,
  inlineText,
  isDisclosureButton,
  isElement,
  linksIn,
  SKIPPED,
  tidy,
} from "./page-text.ts";

export interface PageHeading {
  level: number;
  text: string;
}

export interface PageBlock {
  /** Visible text; a <br> or a table cell boundary is a line break ("\n"). */
  text: string;
  tag: string;
  /** 1–6 for h1–h6, else null. */
  headingLevel: number | null;
  /** The nearest heading before this block (for a heading: the one above it in rank). */
  heading: PageHeading | null;
  /** The element this block is a part of (a card, a list, a section), to group name and price. */
  container: Element;
  /** In the page's header or footer: the same on every page. */
  chrome: boolean;
  /** Same-site links inside the block: their text and absolute address. */
  links: Array<{ text: string; url: string }>;
}

export interface ReadPage {
  url: string;
  title: string | null;
  description: string | null;
  kind: PageKind;
  h1: string | null;
  blocks: PageBlock[];
  jsonLd: unknown[];
  /**
   * The meta description as a block: the site's own words about the page, read for hours,
   * places and claims (never for offerings or prices, which the page itself must show).
   */
  descriptionBlock: PageBlock | null;
  /** Same-site pages the page's own menu (nav) links to, as absolute addresses without #. */
  menuLinks: string[];
}

/** `document`: the html already parsed, when the caller has it (the site scan). */
export function readPage(
  html: string,
  url: string,
  document: Document = parseHtml(html),
): ReadPage {
  const elements = allElements(document);
  const titleEl = elements.find((el) => el.tagName === "title");
  const titleParts: string[] = [];
  if (titleEl) inlineText(titleEl, titleParts);
  const description = elements.find(
    (el) => el.tagName === "meta" && attr(el, "name")?.toLowerCase() === "description",
  );
  const jsonLd = elements
    .filter(
      (el) =>
        el.tagName === "script" && attr(el, "type")?.trim().toLowerCase() === "application/ld+json",
    )
    .flatMap((el) => {
      const raw = el.childNodes.map((node) => (node as unknown as { value?: string }).value ?? "");
      try {
        return [JSON.parse(raw.join("")) as unknown];
      } catch {
        return []; // Broken JSON-LD is common; the page's own text still counts.
      }
    });
  // The menu: a <nav>, or the links of the page header on sites built without one.
  const menuLinks = [
    ...new Set(
      elements
        .filter(
          (el) =>
            el.tagName === "nav" ||
            el.tagName === "header" ||
            ["navigation", "banner"].includes(attr(el, "role") ?? ""),
        )
        .flatMap((nav) => linksIn([nav], url))
        .map((link) => link.url.replace(/#.*$/, "")),
    ),
  ];

  const blocks: PageBlock[] = [];
  // Headings of the main content and of the header/footer are tracked apart: a footer's
  // "Openingstijden" heads the footer's hours, not the page's last paragraph.
  const stacks: Record<"main" | "chrome", PageHeading[]> = { main: [], chrome: [] };
  const addBlock = (
    tag: string,
    parts: string[],
    sources: Element[],
    chrome: boolean,
    container: Element,
  ) => {
    const text = tidy(parts.join(""));
    if (!text) return;
    const stack = stacks[chrome ? "chrome" : "main"];
    const level = /^h([1-6])$/.exec(tag)?.[1];
    const headingLevel = level ? Number(level) : null;
    const heading = headingLevel
      ? ([...stack].reverse().find((h) => h.level < headingLevel) ?? null)
      : (stack.at(-1) ?? null);
    blocks.push({
      text,
      tag,
      headingLevel,
      heading,
      container,
      chrome,
      links: linksIn(sources, url),
    });
    if (headingLevel) {
      stacks[chrome ? "chrome" : "main"] = [
        ...stack.filter((h) => h.level < headingLevel),
        { level: headingLevel, text: text.replace(/\n/g, " ") },
      ];
    }
  };
  // `link`: an <a> around whole blocks (a shop's product card), whose address the blocks share.
  const walk = (el: Element, chrome: boolean, container: Element, link: Element | null) => {
    // Text and inline elements directly inside a container form a block of their own.
    let run: string[] = [];
    let runElements: Element[] = [];
    const around = link ? [link] : [];
    const flush = () => {
      if (run.length > 0) addBlock(el.tagName, run, [...around, ...runElements], chrome, container);
      run = [];
      runElements = [];
    };
    let afterInline = false;
    for (const child of el.childNodes) {
      if (child.nodeName === "#text") {
        run.push((child as unknown as { value: string }).value.replace(/\s+/g, " "));
        afterInline = false;
        continue;
      }
      if (isElement(child) && isDisclosureButton(child)) {
        // An accordion's question: read like a <summary> (faq-facts.ts).
        flush();
        const parts: string[] = [];
        inlineText(child, parts);
        addBlock("summary", parts, [], chrome, container);
        continue;
      }
      if (!isElement(child) || SKIPPED.has(child.tagName) || hiddenByMarkup(child)) continue;
      if (attr(child, "role") === "navigation") continue;
      const isBlock = BLOCK_TAGS.has(child.tagName) || child.tagName === "tr";
      const nested = hasBlockChild(child);
      if (!isBlock && !nested) {
        if (child.tagName === "br") run.push("\n");
        else {
          if (afterInline) run.push(" ");
          inlineText(child, run);
          runElements.push(child);
        }
        afterInline = child.tagName !== "br";
        continue;
      }
      afterInline = false;
      flush();
      // Inside <main>, a <header> or <footer> belongs to an article, not to the site.
      const inMain = child === main || (main !== undefined && !chrome);
      const inChrome = inMain
        ? false
        : chrome || CHROME.has(child.tagName) || CHROME_ROLES.has(attr(child, "role") ?? "");
      if (child.tagName === "tr" || /^h[1-6]$/.test(child.tagName) || !nested) {
        const parts: string[] = [];
        inlineText(child, parts);
        addBlock(child.tagName, parts, [...around, child], inChrome, container);
      } else {
        const inner = child.tagName === "a" && attr(child, "href") !== undefined ? child : link;
        walk(child, inChrome, isBlock ? child : container, inner);
      }
    }
    flush();
  };
  const body = elements.find((el) => el.tagName === "body");
  // With a <main>, everything outside it (a top bar, a sidebar) is repeated site chrome.
  const main = elements.find((el) => el.tagName === "main" || attr(el, "role") === "main");
  if (body) walk(body, main !== undefined, body, null);
  const descriptionText = description ? attr(description, "content")?.trim() || null : null;
  const h1 = blocks.find((block) => block.tag === "h1" && !block.chrome)?.text ?? null;

  return {
    url,
    title: tidy(titleParts.join("")) || null,
    description: descriptionText,
    descriptionBlock:
      description && descriptionText
        ? {
            text: descriptionText,
            tag: "meta",
            headingLevel: null,
            heading: null,
            container: description,
            chrome: false,
            links: [],
          }
        : null,
    kind: pageKindOf(url),
    h1: h1?.replace(/\n/g, " ") ?? null,
    blocks,
    jsonLd,
    menuLinks,
  };
}
