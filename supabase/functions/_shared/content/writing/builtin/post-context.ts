/**
 * Everything one built-in post is written with: the focus keyword as a phrase, the offering the
 * post is about, the archetype's words, the token filler for the customer's tone, the seeded
 * choices and the sentence ledger (no sentence of 8+ words the customer has read before), and
 * the list of site facts the post states.
 */
import { markdownText } from "../../../contract/content.ts";
import type { SiteFact } from "../../../contract/site-facts.ts";
import { archetypeContent } from "../../archetypes/index.ts";
import type { ArchetypeContent, Block, SectionTemplate, Slot } from "../../archetypes/types.ts";
import { indefiniteArticle } from "../../keywords/dutch-words.ts";
import {
  type KeywordPhrase,
  keywordPhrase,
  namesProvider,
  placeNames,
} from "../../keywords/keyword-phrase.ts";
import { hashString, pick, type Random, seededRandom, shuffle } from "../../random.ts";
import { capitalize, fillTokens } from "../../tone.ts";
import type { WriterInput, WriterProfile } from "../../types.ts";
import { SentenceLedger } from "../../variety/sentence-ledger.ts";
import { variantAt, variantCount } from "../../variety/variants.ts";
import { offeringFacts, offeringName, relatedTo } from "./fact-text.ts";

export interface PostContext {
  input: WriterInput;
  profile: WriterProfile;
  content: ArchetypeContent;
  focus: KeywordPhrase;
  places: ReadonlyMap<string, string>;
  random: Random;
  ledger: SentenceLedger;
  /** Fills tokens in a wording (markdown-escaped values); `extra` adds or overrides tokens. */
  fill: (template: string, extra?: Record<string, string>) => string;
  /** The same with plain values, for the meta tags. */
  fillPlain: (template: string, extra?: Record<string, string>) => string;
  /** Facts the post states, in order of first use. */
  used: SiteFact[];
  useFact: (fact: SiteFact) => void;
}

/**
 * The offering the post is about: one whose name shares a word with the keyword, else the
 * keyword's own subject when that is a thing rather than a trade ("desembrood", not "bakker"),
 * else an offering chosen by the seed, else the archetype's offer in general.
 */
function productOf(
  focus: KeywordPhrase,
  profile: WriterProfile,
  facts: readonly SiteFact[],
  random: Random,
): string {
  const names = [
    ...offeringFacts(facts).map(offeringName),
    ...profile.offerings.map((offering) => offering.trim()).filter(Boolean),
  ];
  const same = names.find(
    (name) => name.toLocaleLowerCase("nl") === focus.subject.toLocaleLowerCase("nl"),
  );
  if (same) return same;
  const isTrade = namesProvider(focus);
  // "vegetarisch dineren": an adjective alone is no offering, the activity is; "warmtepomp
  // installeren": a count noun alone needs its article, so the activity is said whole.
  const adjective = /(?:isch|ig|lijk|baar|loos|ief)$/i.test(focus.subject);
  const countNoun = indefiniteArticle(focus.subject) === "een";
  if (focus.placeable && focus.kind === "action" && (adjective || countNoun)) {
    return (countNoun ? focus.withArticle : focus.phrase).replace(/ in .*$/, "");
  }
  if (focus.placeable && focus.kind !== "question" && !isTrade) return focus.subject;
  const related = names.find((name) => relatedTo(name, focus.subject));
  if (related) return related;
  if (names.length > 0) return pick(random, names);
  return "";
}

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase("nl") + text.slice(1) : text;

export function createContext(input: WriterInput): PostContext {
  const { brief, profile, facts } = input;
  const random = seededRandom(
    hashString(`${input.seed ?? 0}|${brief.topic}|${brief.focusKeyword}|${profile.businessName}`),
  );
  const content = archetypeContent(profile.archetype);
  const places = placeNames(
    profile.region,
    facts.filter((fact) => fact.kind === "place" && fact.name).map((fact) => fact.name!),
  );
  // A brief from the API may carry only a topic: then the topic is the keyword.
  const focus = keywordPhrase(brief.focusKeyword.trim() || brief.topic, places);
  if (focus.keyword === "") throw new Error("Een focuszoekwoord of onderwerp is nodig");
  const product = lowerFirst(productOf(focus, profile, facts, random)) || content.words.aanbod;
  const words = content.words;
  const plain: Record<string, string> = {
    k: focus.phrase,
    K: capitalize(focus.phrase),
    "een:k": focus.withArticle,
    "Een:k": capitalize(focus.withArticle),
    product,
    Product: capitalize(product),
    "een:product": [indefiniteArticle(product), product].filter(Boolean).join(" "),
    // The region as on a map, also when the customer typed it in lower case ("zwolle").
    regio: places.get(profile.region.trim().toLocaleLowerCase("nl")) ?? profile.region.trim(),
    bedrijf: profile.businessName.trim(),
    Bedrijf: capitalize(profile.businessName.trim()),
    klanten: words.klanten,
    Klanten: capitalize(words.klanten),
    aanbieder: words.aanbieder,
    aanbod: words.aanbod,
    Aanbod: capitalize(words.aanbod),
    beginnen: words.beginnen,
    Beginnen: capitalize(words.beginnen),
    bezoek: words.bezoek,
  };
  const escaped = Object.fromEntries(
    Object.entries(plain).map(([key, v]) => [key, markdownText(v)]),
  );
  const used: SiteFact[] = [];
  return {
    input,
    profile,
    content,
    focus,
    places,
    random,
    ledger: new SentenceLedger(input.earlierSentences ?? []),
    fill: (template, extra = {}) => fillTokens(template, profile.tone, { ...escaped, ...extra }),
    fillPlain: (template, extra = {}) => fillTokens(template, profile.tone, { ...plain, ...extra }),
    used,
    useFact: (fact) => {
      if (!used.includes(fact)) used.push(fact);
    },
  };
}

/** One wording of a template chosen by the seed, filled (for text the ledger need not see). */
export function wording(ctx: PostContext, template: string): string {
  return ctx.fill(variantAt(template, Math.floor(ctx.random() * variantCount(template))));
}

/** One fresh sentence for the slot, or "" when every wording has been read before. */
export function sentence(ctx: PostContext, slot: Slot, extra?: Record<string, string>): string {
  return ctx.ledger.pick(ctx.random, slot, (wording) => ctx.fill(wording, extra)) ?? "";
}

/** A paragraph of fresh sentences, one per slot; "" when none is left. */
export function paragraph(
  ctx: PostContext,
  slots: readonly Slot[],
  extra?: Record<string, string>,
) {
  return slots
    .map((slot) => sentence(ctx, slot, extra))
    .filter((text) => text !== "")
    .join(" ");
}

/** A paragraph the writer may append to (keywords, links). */
export interface Paragraph {
  text: string;
}
export type Part = Paragraph | string;

function renderBlock(ctx: PostContext, block: Block): Part | null {
  if ("p" in block) {
    const text = paragraph(ctx, block.p);
    return text === "" ? null : { text };
  }
  if ("h3" in block) {
    const heading = sentence(ctx, block.h3);
    return heading === "" ? null : `### ${heading}`;
  }
  const items = shuffle(ctx.random, block.ul)
    .map((slot) => sentence(ctx, slot))
    .filter((item) => item !== "")
    .slice(0, block.take);
  return items.length === 0 ? null : items.map((item) => `- ${item}`).join("\n");
}

/**
 * A section's heading and blocks; an H3 left without a paragraph after it is dropped. `headingTokens`
 * override tokens in the heading only.
 */
export function renderSection(
  ctx: PostContext,
  template: SectionTemplate,
  headingTokens?: Record<string, string>,
): Part[] {
  const blocks = template.blocks
    .map((block) => renderBlock(ctx, block))
    .filter((part): part is Part => part !== null);
  const parts = blocks.filter(
    (part, i) => !(typeof part === "string" && part.startsWith("### ") && i === blocks.length - 1),
  );
  if (parts.length === 0) return [];
  const heading =
    sentence(ctx, template.headings, headingTokens) ||
    ctx.fill(variantAt(template.headings[0]!, 0), headingTokens);
  return [`## ${heading}`, ...parts];
}
