/**
 * Which of the customer's site facts a draft uses, and whether it uses enough of them to be
 * about this business rather than any business. A fact counts when the writer says it drew
 * from it (usedFactIds) or when the draft visibly carries it: the offering, place or
 * certification by name, the price, the opening times, the claim's year or figure, the FAQ's
 * question, the phone number or e-mail address — or the fact's own sentence, retold: most of its
 * meaningful words in one sentence of the draft ("Ons terras ligt direct aan het water"). Hidden
 * facts never count.
 *
 * A writer's word that it used a fact (usedFactIds) is not taken on trust — a model can list
 * every label it was offered — but it lowers the bar: a claimed fact counts when half of its
 * meaningful words are in one sentence. A link to the fact's page is no trace: many facts share
 * a page, and every filler post links to the contact page.
 *
 * Names are looked for outside the post's keywords: a filler post that repeats the keyword
 * "desembrood" says nothing about the bakery's desembrood, and every post names the region.
 */
import { MIN_FACTS_USED } from "../../contract/draft-checks.ts";
import type { SiteFact } from "../../contract/site-facts.ts";
import { numberKey } from "./dutch-numbers.ts";
import { keywordShape, occurrencesIn, words } from "./keyword-forms.ts";
import { normaliseWords } from "../../text/keyword-match.ts";
import { specificsIn } from "./specifics.ts";
import { supportKey, visibleFacts } from "./support.ts";
import type { CheckInput, CheckOutcome } from "./types.ts";

/** Share of a fact's meaningful words one sentence must have to retell it. */
const RETOLD_SHARE = 0.7;
/** The same share for a fact the writer says it used. */
const CLAIMED_SHARE = 0.5;
/** A fact of fewer meaningful words is too short to recognise this way (names are matched). */
const RETOLD_MIN_WORDS = 3;
/** Words of 4+ letters carry the meaning; shorter ones are mostly "de", "en", "van", "ons". */
const MEANINGFUL_LENGTH = 4;

interface DraftEvidence {
  sentences: string[][];
  /** Each sentence's words (keywords masked) as a set, for retold facts. */
  sentenceSets: ReadonlyArray<ReadonlySet<string>>;
  keys: ReadonlySet<string>;
  lowerText: string;
}

/** The sentence's words with every keyword occurrence replaced by "§". */
function withoutKeywords(sentence: string[], shapes: ReturnType<typeof keywordShape>[]): string[] {
  let result = sentence;
  for (const shape of shapes) {
    const found = occurrencesIn(result, shape);
    if (found.length === 0) continue;
    const masked = [...result];
    for (const occurrence of found) masked.fill("§", occurrence.start, occurrence.end);
    result = masked;
  }
  return result;
}

function evidenceOf(input: CheckInput): DraftEvidence {
  const { text, brief, profile } = input;
  const shapes = [brief.focusKeyword, ...brief.secondaryKeywords].map((keyword) =>
    keywordShape(keyword, [profile.region]),
  );
  const keys = new Set<string>();
  for (const sentence of text.sentences) {
    for (const specific of specificsIn(sentence.text)) {
      keys.add(supportKey(specific.kind, specific.key));
    }
  }
  const sentences = text.sentences.map((sentence) => withoutKeywords(sentence.words, shapes));
  return {
    sentences,
    sentenceSets: sentences.map((sentence) => new Set(sentence)),
    keys,
    lowerText: input.draft.markdown.toLowerCase(),
  };
}

function named(name: string | null, evidence: DraftEvidence): boolean {
  if (!name || words(name).length === 0) return false;
  const shape = keywordShape(name, []);
  return evidence.sentences.some((sentence) => occurrencesIn(sentence, shape).length > 0);
}

/** Whether one sentence of the draft retells this text: most of its meaningful words. */
function retold(text: string | null, evidence: DraftEvidence, share = RETOLD_SHARE): boolean {
  if (!text) return false;
  const meaningful = [...new Set(words(text).filter((word) => word.length >= MEANINGFUL_LENGTH))];
  if (meaningful.length < RETOLD_MIN_WORDS) return false;
  const needed = Math.ceil(share * meaningful.length);
  return evidence.sentenceSets.some(
    (sentence) => meaningful.filter((word) => sentence.has(word)).length >= needed,
  );
}

/** The figures, times and numbers a fact's text states, as support keys. */
function keysOf(text: string): string[] {
  return specificsIn(text).map((specific) => supportKey(specific.kind, specific.key));
}

function appears(fact: SiteFact, evidence: DraftEvidence, region: string): boolean {
  if (fact.kind !== "place" && retold(fact.text, evidence)) return true;
  const carries = (keys: string[]) => keys.length > 0 && keys.some((key) => evidence.keys.has(key));
  switch (fact.kind) {
    case "place":
      if (normaliseWords(fact.name ?? fact.text) === normaliseWords(region)) return false;
      return named(fact.name ?? fact.text, evidence);
    case "offering":
    case "certification":
      return named(fact.name ?? fact.text, evidence);
    case "price":
      return (
        (fact.priceCents !== null &&
          evidence.keys.has(`number:${numberKey(fact.priceCents / 100)}`)) ||
        carries(keysOf(fact.text))
      );
    case "opening-hours":
    case "claim":
      return carries(keysOf(fact.text)) || named(fact.name, evidence);
    case "faq":
      return named(fact.question, evidence) || retold(fact.answer, evidence);
    case "contact": {
      const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(fact.text)?.[0]?.toLowerCase();
      return (
        (email !== undefined && evidence.lowerText.includes(email)) || carries(keysOf(fact.text))
      );
    }
  }
}

/** The visible facts the draft uses, in the order of the fact list. */
/** A fact the writer says it used, with a trace of it in the draft. */
function claimedAndTraced(fact: SiteFact, evidence: DraftEvidence): boolean {
  return retold(fact.text, evidence, CLAIMED_SHARE) || retold(fact.answer, evidence, CLAIMED_SHARE);
}

export function factsUsed(input: CheckInput): SiteFact[] {
  const claimed = new Set(input.draft.usedFactIds ?? []);
  const evidence = evidenceOf(input);
  return visibleFacts(input.facts).filter(
    (fact) =>
      appears(fact, evidence, input.profile.region) ||
      (claimed.has(fact.id) && claimedAndTraced(fact, evidence)),
  );
}

export function siteFactsCheck(input: CheckInput, used: readonly SiteFact[]): CheckOutcome {
  const available = visibleFacts(input.facts).length;
  const needed = Math.min(MIN_FACTS_USED, available);
  const label = `Over jouw bedrijf: gebruikt minstens ${MIN_FACTS_USED} gegevens van je website`;
  if (available === 0) {
    return {
      id: "site-facts",
      passed: true,
      label,
      detail:
        "Van je website zijn nog geen gegevens bekend (producten, prijzen, openingstijden). Na de volgende scan schrijven we daarmee.",
    };
  }
  const count = used.length;
  const counted = count === 1 ? "1 gegeven" : `${count} gegevens`;
  return {
    id: "site-facts",
    passed: count >= needed,
    label,
    detail:
      count >= needed
        ? `${counted} van je website gebruikt.`
        : `${count === 0 ? "Geen gegevens" : counted} van je website gebruikt; nodig: ${needed}. Zonder je eigen producten, prijzen of werkwijze leest het artikel als een tekst voor elk willekeurig bedrijf.`,
  };
}
