/**
 * One scan's facts: the pages' sightings merged (the footer's opening hours appear on every page,
 * an offering on its own page, in the overview and in the JSON-LD), the best sighting of each
 * kept, at most a set number per kind, each with an id that stays the same for the same fact on
 * the same page in the next scan (so a fact the customer hid stays hidden).
 */
import { SITE_FACT_KINDS, type SiteFact, type SiteFactKind } from "../contract/site-facts.ts";
import { normalizeSentence, sentenceFingerprint } from "../text/sentences.ts";
import type { FactCandidate } from "./fact-candidate.ts";
import type { PageFactsResult } from "./extract-page-facts.ts";
import { PHONE } from "./contact-facts.ts";

/** The most facts of each kind one scan keeps, so the list stays reviewable. */
export const FACTS_PER_KIND: Record<SiteFactKind, number> = {
  offering: 40,
  price: 40,
  "opening-hours": 3,
  place: 15,
  claim: 15,
  certification: 10,
  faq: 30,
  contact: 10,
};

/** Pages whose content is most about each kind come first when sightings tie. */
const PREFERRED_PAGE: Partial<Record<SiteFactKind, string[]>> = {
  "opening-hours": ["contact"],
  contact: ["contact"],
  place: ["contact", "home"],
  claim: ["about", "home"],
  certification: ["about", "home"],
  faq: ["faq"],
  price: ["prices"],
};

/** What makes two sightings the same fact. */
function keysOf(fact: FactCandidate): string[] {
  const name = normalizeSentence(fact.name ?? "");
  switch (fact.kind) {
    case "offering":
      return [`name:${name}`, ...(fact.ownPage ? [`url:${fact.pageUrl}`] : [])];
    case "price":
      return [`price:${name}:${fact.priceCents}`];
    case "place":
      return [`place:${name.replace(/ (?:noord|zuid|oost|west|centrum)$/, "")}:${name}`];
    case "faq":
      return [`faq:${normalizeSentence(fact.question ?? fact.text)}`];
    case "contact": {
      const phone = PHONE.exec(fact.text)?.[0];
      if (fact.name === "telefoon" && phone) {
        return [`phone:${phone.replace(/\D/g, "").replace(/^31/, "0")}`];
      }
      const email = /[\w.+-]+@[\w.-]+/.exec(fact.text)?.[0];
      if (fact.name === "e-mail" && email) return [`email:${email.toLowerCase()}`];
      return [`${fact.name ?? "text"}:${normalizeSentence(fact.text)}`];
    }
    default:
      return [`text:${normalizeSentence(fact.text)}`];
  }
}

/** Higher is a better sighting: on the page itself, described, priced, visible, in the content. */
function score(fact: FactCandidate, page: PageFactsResult): number {
  const onItsPage = fact.ownPage && fact.pageUrl.replace(/#.*$/, "") === page.url;
  return (
    (fact.ownPage ? 8 : 0) +
    (onItsPage ? 1 : 0) +
    (fact.text !== fact.name ? 4 : 0) +
    (fact.priceCents !== null ? 2 : 0) +
    (PREFERRED_PAGE[fact.kind]?.includes(page.kind) ? 2 : 0) -
    (fact.structured ? 1 : 0) -
    (fact.chrome ? 3 : 0)
  );
}

/** Kind, name, text and page: one sentence naming three places is three facts. */
export function factId(fact: Pick<SiteFact, "kind" | "name" | "text" | "pageUrl">): string {
  return sentenceFingerprint(`${fact.kind} ${fact.name ?? ""} ${fact.text} ${fact.pageUrl}`);
}

/** The home page first, then by address: the same list whatever order the crawl found pages in. */
function inSiteOrder(pages: readonly PageFactsResult[]): PageFactsResult[] {
  const path = (page: PageFactsResult) => new URL(page.url).pathname;
  return [...pages].sort((a, b) =>
    a.kind === "home" ? -1 : b.kind === "home" ? 1 : path(a).localeCompare(path(b)),
  );
}

export function assembleSiteFacts(pages: readonly PageFactsResult[]): SiteFact[] {
  const sightings = inSiteOrder(pages).flatMap((page, pageIndex) =>
    page.facts.map((fact, index) => ({
      fact,
      score: score(fact, page),
      order: pageIndex * 10_000 + index,
    })),
  );
  sightings.sort((a, b) => b.score - a.score || a.order - b.order);
  const seen = new Set<string>();
  const kept: Array<{ fact: FactCandidate; order: number }> = [];
  for (const sighting of sightings) {
    const keys = keysOf(sighting.fact);
    if (keys.some((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    kept.push(sighting);
  }
  // Hours the page shows win over hours only the JSON-LD states (the same hours, other words).
  const visibleHours = kept.some((s) => s.fact.kind === "opening-hours" && !s.fact.structured);
  const ids = new Set<string>();
  // In the contract's order of kinds, which the review list shows too.
  return SITE_FACT_KINDS.flatMap((kind) =>
    kept
      .filter(
        (s) =>
          s.fact.kind === kind && !(kind === "opening-hours" && visibleHours && s.fact.structured),
      )
      .sort((a, b) => a.order - b.order)
      .slice(0, FACTS_PER_KIND[kind])
      .flatMap(({ fact }) => {
        const { chrome: _chrome, structured: _structured, ownPage: _ownPage, ...stored } = fact;
        const id = factId(stored);
        if (ids.has(id)) return [];
        ids.add(id);
        return [{ id, ...stored, hidden: false }];
      }),
  );
}

/** The description to pre-fill the profile with: the home page's, else the first page's. */
export function siteDescription(pages: readonly PageFactsResult[]): string | null {
  const home = pages.find((page) => page.kind === "home" && page.description);
  return (home ?? pages.find((page) => page.description))?.description ?? null;
}
