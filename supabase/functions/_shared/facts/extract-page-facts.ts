/**
 * All facts one scanned page yields, and its meta description (the profile's description is
 * pre-filled from the home page's). The meta description counts for hours, places and claims, as
 * markup for search engines like JSON-LD. Legal pages are not read; of blog and news pages only the
 * header and footer are (their advice is general, not about this business).
 */
import { claimFacts } from "./claim-facts.ts";
import { contactFacts } from "./contact-facts.ts";
import type { FactCandidate } from "./fact-candidate.ts";
import { faqFacts } from "./faq-facts.ts";
import { hoursFacts } from "./hours-facts.ts";
import { jsonLdFacts } from "./json-ld-facts.ts";
import { offeringFacts } from "./offering-facts.ts";
import type { PageKind } from "./page-kind.ts";
import { readPage } from "./page-reader.ts";
import { placeFacts } from "./place-facts.ts";
import type { Document } from "../seo/dom.ts";
import { priceFacts } from "./price-facts.ts";

export interface PageFactsResult {
  url: string;
  kind: PageKind;
  description: string | null;
  facts: FactCandidate[];
}

/** `document`: the html already parsed, when the caller has it (the site scan). */
export function extractPageFacts(html: string, url: string, document?: Document): PageFactsResult {
  const read = readPage(html, url, document);
  if (read.kind === "legal") return { url, kind: read.kind, description: null, facts: [] };
  const page =
    read.kind === "articles"
      ? { ...read, blocks: read.blocks.filter((block) => block.chrome), jsonLd: [] }
      : read;
  const facts = [
    ...jsonLdFacts(page),
    ...offeringFacts(page),
    ...priceFacts(page),
    ...hoursFacts(page),
    ...placeFacts(page),
    ...claimFacts(page),
    ...faqFacts(page),
    ...contactFacts(page),
  ];
  // The meta description, for what the page's own text leaves out: its hours, places or claims
  // count only where the visible page shows none of that kind.
  const described = page.descriptionBlock ? { ...page, blocks: [page.descriptionBlock] } : null;
  if (described) {
    const visible = new Set(facts.filter((fact) => !fact.structured).map((fact) => fact.kind));
    for (const fact of [
      ...hoursFacts(described),
      ...placeFacts(described),
      ...claimFacts(described),
    ]) {
      if (!visible.has(fact.kind)) facts.push({ ...fact, structured: true });
    }
  }
  return { url, kind: read.kind, description: read.description, facts };
}
