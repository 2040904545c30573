/**
 * What the customer's own site and profile say, indexed for the specifics check: every figure
 * (as a number key), time, phone number and postcode found in the visible site facts, the
 * business profile and the post's brief, and their words for claims ("garantie", "erkend").
 * Hidden facts are left out: the customer hid them, so a draft may not lean on them.
 */
import type { SiteFact } from "../../contract/site-facts.ts";
import { normaliseWords } from "../../text/keyword-match.ts";
import type { PostBrief } from "../types.ts";
import { numberKey } from "./dutch-numbers.ts";
import { specificsIn } from "./specifics.ts";
import type { CheckerProfile } from "./types.ts";

export interface Support {
  /** "number:4.95", "time:7:30", "phone:0302345678", "postcode:3511ab", … */
  keys: ReadonlySet<string>;
  /** Every supporting text, normalised and joined, for claim stems. */
  words: string;
}

export function visibleFacts(facts: readonly SiteFact[]): SiteFact[] {
  return facts.filter((fact) => !fact.hidden);
}

function factTexts(fact: SiteFact): string[] {
  return [fact.text, fact.name, fact.question, fact.answer, fact.pageTitle].filter(
    (text): text is string => typeof text === "string" && text !== "",
  );
}

/** The lookup key of a specific: figures of every kind compare as numbers. */
export function supportKey(kind: string, key: string): string {
  if (kind === "time" || kind === "phone" || kind === "postcode") return `${kind}:${key}`;
  return `number:${key}`;
}

export function buildSupport(
  facts: readonly SiteFact[],
  profile: CheckerProfile,
  brief: PostBrief,
): Support {
  const texts = [
    ...visibleFacts(facts).flatMap(factTexts),
    profile.businessName,
    profile.region,
    profile.sector,
    profile.description ?? "",
    ...(profile.offerings ?? []),
    ...profile.keywords,
    brief.topic,
    brief.focusKeyword,
    ...brief.secondaryKeywords,
  ];
  const keys = new Set<string>();
  for (const text of texts) {
    for (const specific of specificsIn(text)) keys.add(supportKey(specific.kind, specific.key));
    // Small counts are not specifics in a draft, but a site's "3 broden" still supports "3".
    for (const match of text.matchAll(/\d+(?:[.,]\d+)?/g)) {
      keys.add(`number:${numberKey(Number(match[0].replace(",", ".")))}`);
    }
  }
  for (const fact of visibleFacts(facts)) {
    if (fact.priceCents !== null) keys.add(`number:${numberKey(fact.priceCents / 100)}`);
  }
  return { keys, words: ` ${texts.map(normaliseWords).join(" ")} ` };
}

/** Whether the site or profile backs this specific. */
export function isSupported(specific: { kind: string; key: string }, support: Support): boolean {
  if (
    specific.kind === "award" ||
    specific.kind === "guarantee" ||
    specific.kind === "certification"
  ) {
    return support.words.includes(normaliseWords(specific.key));
  }
  return support.keys.has(supportKey(specific.kind, specific.key));
}
