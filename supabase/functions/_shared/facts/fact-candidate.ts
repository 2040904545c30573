/**
 * A fact as one page yields it, before the site's facts are merged (assemble-site-facts.ts): the
 * stored shape without id and hidden, plus what decides which of several sightings is kept.
 */
import { SITE_FACT_LIMITS, type SiteFact, type SiteFactKind } from "../contract/site-facts.ts";
import { splitLine } from "../text/sentences.ts";
import type { ReadPage } from "./page-reader.ts";

export interface FactCandidate extends Omit<SiteFact, "id" | "hidden"> {
  /** Found in the page's header or footer, repeated on every page. */
  chrome: boolean;
  /** Read from markup for search engines (JSON-LD, the meta description), not the visible text. */
  structured: boolean;
  /** An offering whose address is its own page or section, not an overview of many. */
  ownPage: boolean;
}

/** Cut at a word boundary with an ellipsis, so a long text still fits its column. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, "")}…`;
}

export function candidate(
  page: Pick<ReadPage, "url" | "title">,
  kind: SiteFactKind,
  fields: {
    text: string;
    name?: string | null;
    priceCents?: number | null;
    question?: string | null;
    answer?: string | null;
    pageUrl?: string;
    chrome?: boolean;
    structured?: boolean;
    ownPage?: boolean;
  },
): FactCandidate {
  const pageUrl = fields.pageUrl ?? page.url;
  // A fact that points to another page (a card's "Lees meer") does not carry this page's title.
  const samePage = pageUrl.replace(/#.*$/, "") === page.url.replace(/#.*$/, "");
  return {
    kind,
    text: clip(fields.text, SITE_FACT_LIMITS.text),
    pageUrl,
    pageTitle: samePage && page.title ? clip(page.title, 200) : null,
    name: fields.name ? clip(fields.name, SITE_FACT_LIMITS.name) : null,
    priceCents: fields.priceCents ?? null,
    question: fields.question ? clip(fields.question, SITE_FACT_LIMITS.question) : null,
    answer: fields.answer ? clip(fields.answer, SITE_FACT_LIMITS.answer) : null,
    chrome: fields.chrome ?? false,
    structured: fields.structured ?? false,
    ownPage: fields.ownPage ?? false,
  };
}

/**
 * The sentences of a block's text, line by line (a <br> ends a line, not always a sentence); a
 * line without words ("€ 1.395", "8.00 – 20.00") is kept whole.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => (/\p{L}/u.test(line) ? splitLine(line) : [line.trim()]))
    .filter(Boolean);
}
