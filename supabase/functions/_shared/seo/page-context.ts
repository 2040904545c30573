/**
 * Parses the page once and collects what several audits share, shaped like Lighthouse's
 * artifacts (MetaElements, LinkElements) so each audit can follow its Lighthouse source closely.
 */
import {
  allElements,
  attr,
  closest,
  type Document,
  type Element,
  isHtmlElement,
  parseHtml,
  resolveHref,
} from "./dom.ts";
import { parseLinkHeader } from "./link-header.ts";
import type { PageInput } from "./types.ts";

export interface MetaElement {
  /** Lower-cased, as Lighthouse's gatherer stores it. */
  name: string;
  content: string;
  httpEquiv: string | undefined;
  charset: string | undefined;
  el: Element;
}

export interface LinkElement {
  /** Lower-cased rel attribute, compared whole (rel="canonical" only, as Lighthouse does). */
  rel: string;
  /** Resolved URL, or null when a header's URL does not parse. */
  href: string | null;
  hrefRaw: string;
  hreflang: string;
  source: "head" | "body" | "headers";
  el?: Element;
}

export interface PageContext {
  input: PageInput;
  doc: Document;
  elements: Element[];
  /** The document base URL: <base href> when present, else the final URL. */
  baseUrl: string;
  metas: MetaElement[];
  links: LinkElement[];
}

function documentBaseUrl(elements: Element[], finalUrl: string): string {
  const base = elements.find((el) => el.tagName === "base" && attr(el, "href") !== undefined);
  if (!base) return finalUrl;
  try {
    return new URL(attr(base, "href")!.trim(), finalUrl).href;
  } catch {
    return finalUrl;
  }
}

const inHead = (el: Element): boolean => closest(el, (e) => e.tagName === "head") !== null;

function collectMetas(elements: Element[]): MetaElement[] {
  return elements
    .filter((el) => el.tagName === "meta" && isHtmlElement(el) && inHead(el))
    .map((el) => ({
      name: (attr(el, "name") ?? "").toLowerCase(),
      content: attr(el, "content") ?? "",
      httpEquiv: attr(el, "http-equiv")?.toLowerCase(),
      charset: attr(el, "charset"),
      el,
    }));
}

function collectLinks(elements: Element[], baseUrl: string, input: PageInput): LinkElement[] {
  const fromDom: LinkElement[] = elements
    // <link> inside SVG is not an HTMLLinkElement; Lighthouse skips it too.
    .filter((el) => el.tagName === "link" && isHtmlElement(el))
    .map((el) => {
      const hrefRaw = attr(el, "href") ?? "";
      return {
        rel: (attr(el, "rel") ?? "").toLowerCase(),
        href: resolveHref(attr(el, "href"), baseUrl),
        hrefRaw,
        hreflang: attr(el, "hreflang") ?? "",
        source: inHead(el) ? ("head" as const) : ("body" as const),
        el,
      };
    });
  const header = input.headers["link"];
  const fromHeaders: LinkElement[] = header
    ? parseLinkHeader(header).map((ref) => {
        let href: string | null;
        try {
          href = new URL(ref.uri, input.finalUrl).href;
        } catch {
          href = null;
        }
        return {
          rel: (ref.params["rel"] ?? "").toLowerCase(),
          href,
          hrefRaw: ref.uri,
          hreflang: ref.params["hreflang"] ?? "",
          source: "headers" as const,
        };
      })
    : [];
  return [...fromDom, ...fromHeaders];
}

export function buildPageContext(input: PageInput): PageContext {
  const doc = input.document ?? parseHtml(input.html);
  const elements = allElements(doc);
  const baseUrl = documentBaseUrl(elements, input.finalUrl);
  return {
    input,
    doc,
    elements,
    baseUrl,
    metas: collectMetas(elements),
    links: collectLinks(elements, baseUrl, input),
  };
}
