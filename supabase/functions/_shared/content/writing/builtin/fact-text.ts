/**
 * Site facts as the built-in writer says them: which facts are offerings, whether a fact's text
 * is a whole sentence the post can quote, prices as the site shows them ("€ 4,50"), and whether
 * an offering belongs to a keyword ("bruidstaart" to "taart bestellen").
 */
import type { SiteFact } from "../../../contract/site-facts.ts";
import { normaliseWords } from "../../../text/keyword-match.ts";

export const visible = (facts: readonly SiteFact[]) => facts.filter((fact) => !fact.hidden);

export function factsOfKind(facts: readonly SiteFact[], kind: SiteFact["kind"]): SiteFact[] {
  return visible(facts).filter((fact) => fact.kind === kind);
}

/** Offerings (products and services): the facts of kind "offering" with a usable name. */
export function offeringFacts(facts: readonly SiteFact[]): SiteFact[] {
  return factsOfKind(facts, "offering").filter((fact) => offeringName(fact).length >= 2);
}

export function offeringName(fact: SiteFact): string {
  return (fact.name ?? fact.text).replace(/\s+/g, " ").trim();
}

const contentWords = (text: string) =>
  normaliseWords(text)
    .split(" ")
    .filter((word) => word.length >= 4);

/**
 * True when two phrases share a content word, also inside a compound ("bruidstaart" and
 * "taart", "desembrood" and "desem"): enough to tie an offering to a keyword.
 */
export function relatedTo(a: string, b: string): boolean {
  const left = contentWords(a);
  const right = contentWords(b);
  return left.some((x) =>
    right.some(
      (y) => x === y || x.endsWith(y) || y.endsWith(x) || x.startsWith(y) || y.startsWith(x),
    ),
  );
}

/** A price as Dutch sites show it: whole euros without cents ("€ 19"), otherwise "€ 4,50". */
export function formatPrice(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = euros.toLocaleString("nl-NL");
  return rest === 0 ? `€ ${whole}` : `€ ${whole},${String(rest).padStart(2, "0")}`;
}

/** The price the site shows for an offering: on the fact itself or a price fact of that name. */
export function priceOf(
  offering: SiteFact,
  facts: readonly SiteFact[],
): { cents: number; fact: SiteFact } | null {
  if (offering.priceCents !== null) return { cents: offering.priceCents, fact: offering };
  const name = normaliseWords(offeringName(offering));
  const price = factsOfKind(facts, "price").find(
    (fact) => fact.priceCents !== null && fact.name !== null && normaliseWords(fact.name) === name,
  );
  return price ? { cents: price.priceCents!, fact: price } : null;
}

/** True when the text reads as a whole sentence: a capital first, a full stop last, 4+ words. */
export function isWholeSentence(text: string): boolean {
  const clean = text.trim();
  return /^\p{Lu}/u.test(clean) && /[.!?]$/.test(clean) && clean.split(/\s+/).length >= 4;
}

/**
 * The fact's text as the end of a sentence: trimmed, without its own closing stop, and without
 * the "Ja, " / "Nee, " of a FAQ answer, which only made sense after its question
 * ("Goed om te weten: Ja, een offerte is gratis" → "… een offerte is gratis").
 */
export function factPhrase(text: string): string {
  const phrase = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?;:]+$/, "");
  const answer = /^(?:ja|nee)[,:]\s+/i.exec(phrase);
  if (!answer) return phrase;
  const rest = phrase.slice(answer[0].length);
  // A name keeps its capital; a plain first word continues the sentence in lower case.
  return /^(?:De|Het|Een|We|Wij|U|Je|Dat|Dit|Die|Er|Onze|Ons|Alle|Ook)\b/.test(rest)
    ? rest[0]!.toLowerCase() + rest.slice(1)
    : rest;
}
