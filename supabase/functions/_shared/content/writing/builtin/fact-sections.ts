/**
 * The parts of a built-in post written from the customer's own site: the offerings with links
 * to their pages and the prices the site shows, the practical facts (opening hours, places,
 * how to reach or order), claims and certifications, and the site's own questions and answers.
 * Every fact stated is recorded (PostContext.useFact), so the draft lists what it used. Facts
 * are quoted as the site says them and framed in varied wordings, so a fact can return in
 * another post without repeating a sentence.
 */
import { markdownText } from "../../../contract/content.ts";
import { listOf } from "../../../contract/plans.ts";
import type { SiteFact } from "../../../contract/site-facts.ts";
import { markdownLink } from "../internal-links.ts";
import { shuffle } from "../../random.ts";
import {
  factPhrase,
  factsOfKind,
  formatPrice,
  isWholeSentence,
  offeringFacts,
  offeringName,
  priceOf,
  relatedTo,
} from "./fact-text.ts";
import { type Paragraph, type Part, type PostContext, sentence } from "./post-context.ts";

/** Facts related to the post's subject first, the rest in a seeded order. */
function ordered(ctx: PostContext, facts: readonly SiteFact[], text: (fact: SiteFact) => string) {
  const subject = `${ctx.focus.subject} ${ctx.input.brief.topic}`;
  const shuffled = shuffle(ctx.random, facts);
  return [
    ...shuffled.filter((fact) => relatedTo(text(fact), subject)),
    ...shuffled.filter((fact) => !relatedTo(text(fact), subject)),
  ];
}

const MAX_OFFERINGS = 5;
const MAX_DESCRIPTION = 180;

/**
 * "[Desembrood](…/assortiment), € 4,50: volkoren desem, …", or shorter when already read; null
 * when every form of the item is a sentence the customer's posts already have (a price list
 * line of 8+ words is not repeated from post to post).
 */
function offeringItem(ctx: PostContext, fact: SiteFact, linked: Set<string>): string | null {
  const name = offeringName(fact);
  const url = fact.pageUrl;
  const label = linked.has(url) ? markdownText(name) : markdownLink(name, url);
  const price = priceOf(fact, ctx.input.facts);
  const withPrice = price ? `${label}, ${formatPrice(price.cents)}` : label;
  const description = factPhrase(fact.text);
  // A description that names the offering again ("Btw-aangifte: elk kwartaal verzorgen wij uw
  // btw-aangifte") says the keyword twice in one line: the name alone reads better.
  const candidates =
    !repeatsName(description, name) && description.length <= MAX_DESCRIPTION
      ? [`${withPrice}: ${markdownText(description)}.`, withPrice]
      : [withPrice];
  const item = candidates.find((candidate) => ctx.ledger.isFresh(candidate));
  if (item === undefined) return null;
  ctx.ledger.record(item);
  linked.add(url);
  ctx.useFact(fact);
  if (price && price.fact !== fact) ctx.useFact(price.fact);
  return item;
}

/** Whether the description uses a word of 4+ letters of the offering's name. */
function repeatsName(description: string, name: string): boolean {
  const words = (text: string) => text.toLocaleLowerCase("nl").split(/[^\p{L}\p{N}]+/u);
  const described = new Set(words(description));
  return words(name).some((word) => word.length >= 4 && described.has(word));
}

/** Whether some form of the offering's line is still fresh (nothing recorded). */
function offeringItemFits(ctx: PostContext, fact: SiteFact): boolean {
  const name = markdownText(offeringName(fact));
  const price = priceOf(fact, ctx.input.facts);
  const withPrice = price ? `${name}, ${formatPrice(price.cents)}` : name;
  return ctx.ledger.isFresh(withPrice);
}

const OFFERINGS_HEADINGS = [
  "{Aanbod} [op een rij|in het kort]",
  "Wat {inv:vindt} bij {bedrijf}?",
  "Uit {aanbod}",
];
const OFFERINGS_LEADS = [
  "[Een greep|Een selectie] uit {aanbod}, [met de pagina|elk met de pagina] waar {u} [er meer over leest|meer leest]:",
  "[Op onze website|Op de site] {inv:leest} meer over [alles|elk onderdeel] uit {aanbod}; [een paar voorbeelden|enkele voorbeelden|hier een selectie]:",
  "[Een paar voorbeelden|Enkele voorbeelden] uit {aanbod}; [klik door|kijk verder] voor [meer informatie|de details]:",
];

/**
 * The offerings with their pages (and prices where the site shows them), and an empty
 * paragraph after the list for sentences about them; null when the site shows fewer than two.
 */
export function offeringsSection(
  ctx: PostContext,
  linked: Set<string>,
): { parts: Part[]; after: Paragraph } | null {
  const offerings = ordered(ctx, offeringFacts(ctx.input.facts), offeringName);
  // Only offerings with a fresh line count; two are needed before anything is written.
  const fresh = offerings.filter((fact) => offeringItemFits(ctx, fact));
  if (fresh.length < 2) return null;
  const lead = { text: sentence(ctx, OFFERINGS_LEADS) || ctx.fill("{Aanbod}:") };
  const items = fresh
    .slice(0, MAX_OFFERINGS)
    .flatMap((fact) => offeringItem(ctx, fact, linked) ?? [])
    .map((item) => `- ${item}`);
  const after = { text: "" };
  return {
    parts: [`## ${sentence(ctx, OFFERINGS_HEADINGS)}`, lead, items.join("\n"), after],
    after,
  };
}

const HOURS = [
  "[Onze openingstijden|Wanneer we open zijn|Onze tijden|Openingstijden]: {feit}.",
  "[Handig om te weten|Goed om te weten|Praktisch|Noteer alvast] [voor {bezoek}|voordat {u} langskomt|als {u} langs wilt komen]: {feit}.",
];
const PLACES = [
  "{plaatsZin} {feit}.",
  "[Voor|Ook voor] {klanten} [in|uit] {feit} [staan we klaar|zijn we er|zijn we dichtbij].",
  "[Ons werkgebied|Waar we actief zijn|Onze plek]: {feit}.",
];
const CONTACT = [
  "[Zo {inv:bereikt} ons|Contact|Bereikbaar|Contact opnemen]: {feit}.",
  "[Een vraag|Vragen|Nog een vraag] of [liever persoonlijk contact|direct {beginnen}|eerst overleggen]? {feit}.",
];

/** One sentence quoting a fact: as the site says it, or framed in one of the wordings. */
function factSentence(ctx: PostContext, fact: SiteFact, frames: readonly string[]): string {
  const own = fact.text.replace(/\s+/g, " ").trim();
  const quoted = isWholeSentence(own) ? markdownText(own) : null;
  if (quoted && ctx.ledger.isFresh(quoted)) {
    ctx.ledger.record(quoted);
    ctx.useFact(fact);
    return quoted;
  }
  const text = sentence(ctx, frames, { feit: markdownText(factPhrase(own)) });
  if (text !== "") ctx.useFact(fact);
  return text;
}

const PRACTICAL_HEADINGS = [
  "Praktisch: {beginnen} bij {bedrijf}",
  "[Goed om te weten|Praktische informatie]",
];

/** Opening hours, places and how to reach the business; null when the site shows none. */
export function practicalSection(ctx: PostContext): { parts: Part[]; paragraph: Paragraph } | null {
  const sentences: string[] = [];
  const hours = factsOfKind(ctx.input.facts, "opening-hours")[0];
  if (hours) sentences.push(factSentence(ctx, hours, HOURS));
  const places = factsOfKind(ctx.input.facts, "place").filter((fact) => fact.name);
  if (places.length > 0) {
    const names = [...new Set(places.map((fact) => fact.name!.trim()))].slice(0, 5);
    const text = sentence(ctx, PLACES, {
      feit: markdownText(listOf(names)),
      plaatsZin: ctx.fill(ctx.content.words.plaatsZin),
    });
    if (text !== "") places.forEach((fact) => ctx.useFact(fact));
    sentences.push(text);
  }
  // A named detail (address, phone, e-mail) is how to reach the business; an unnamed contact
  // line is often a call to action from the page ("Bestel uiterlijk twee dagen van tevoren").
  const named = factsOfKind(ctx.input.facts, "contact").filter((fact) => fact.name);
  const contact = ordered(ctx, named, (fact) => fact.text)[0];
  if (contact) sentences.push(factSentence(ctx, contact, CONTACT));
  const text = sentences.filter(Boolean).join(" ");
  if (text === "") return null;
  const paragraph = { text };
  return { parts: [`## ${sentence(ctx, PRACTICAL_HEADINGS)}`, paragraph], paragraph };
}

const CLAIMS = [
  "[Over ons|Wie we zijn|Even voorstellen|Over {bedrijf}]: {feit}.",
  "[Goed om te weten|Wat {bedrijf} kenmerkt|Wat ons kenmerkt|Ons verhaal in het kort]: {feit}.",
];
const CERTIFICATIONS = [
  "[Kwaliteit|Vakmanschap|Ook goed om te weten]: {feit}.",
  "[Op onze website|Op de site] [vermelden we|noemen we] [ook|het graag|onze erkenning]: {feit}.",
];
const DESCRIPTIONS = [
  "{Bedrijf} [in het kort|in een notendop|in een zin]: {feit}.",
  "[Wat we doen|Ons werk|Waar we voor staan] [in het kort|in een zin]: {feit}.",
];
const ABOUT_HEADINGS = [
  "Over {bedrijf}",
  "[Wie we zijn|Even voorstellen]",
  "[Waarom|Kiezen voor] {bedrijf}[?|]",
];

/** Claims and certifications from the site, related ones first, while fresh wordings last. */
function aboutFacts(ctx: PostContext, max: number): string[] {
  const sentences: string[] = [];
  const claims = ordered(ctx, factsOfKind(ctx.input.facts, "claim"), (fact) => fact.text);
  for (const fact of claims) {
    if (sentences.length >= max) break;
    const text = factSentence(ctx, fact, CLAIMS);
    if (text !== "") sentences.push(text);
  }
  for (const fact of shuffle(ctx.random, factsOfKind(ctx.input.facts, "certification"))) {
    if (sentences.length >= max + 1) break;
    const text = factSentence(ctx, fact, CERTIFICATIONS);
    if (text !== "") sentences.push(text);
  }
  return sentences;
}

/** The profile's description of the business, as written or framed; "" when it has none. */
function descriptionSentence(ctx: PostContext): string {
  const own = ctx.profile.description.replace(/\s+/g, " ").trim();
  if (own === "") return "";
  if (isWholeSentence(own) && ctx.ledger.isFresh(markdownText(own))) {
    ctx.ledger.record(markdownText(own));
    return markdownText(own);
  }
  // "Bosman & De Wit in een zin: Bosman & De Wit in Zwolle verzorgt …" names the business twice.
  const namesItself = own
    .toLocaleLowerCase("nl")
    .startsWith(ctx.profile.businessName.toLocaleLowerCase("nl"));
  const frames = namesItself
    ? DESCRIPTIONS.filter((frame) => !frame.includes("{Bedrijf}"))
    : DESCRIPTIONS;
  return sentence(ctx, frames, { feit: markdownText(factPhrase(own)) });
}

/**
 * "Over {bedrijf}": the profile's description, claims and certifications from the site. With
 * fewer than two sentences there is no section: the one sentence joins another paragraph.
 */
export function aboutSection(
  ctx: PostContext,
): { parts: Part[]; paragraph: Paragraph } | { sentence: string } {
  const description = descriptionSentence(ctx);
  // A claim the description already makes ("Al 25 jaar persoonlijk.") is not said twice.
  const said = description.toLocaleLowerCase("nl");
  const claims = aboutFacts(ctx, 2).filter(
    (text) => !said.includes(text.toLocaleLowerCase("nl").replace(/[.!?]$/, "")),
  );
  const sentences = [description, ...claims].filter(Boolean);
  if (sentences.length < 2) return { sentence: sentences[0] ?? "" };
  const paragraph = { text: sentences.join(" ") };
  return { parts: [`## ${sentence(ctx, ABOUT_HEADINGS)}`, paragraph], paragraph };
}

/**
 * The site's own questions and answers (related ones first), each as an H3 and its answer as
 * the site gives it, while neither has been read in an earlier post.
 */
export function siteFaqItems(ctx: PostContext, max: number): Part[] {
  const parts: Part[] = [];
  const faqs = ordered(
    ctx,
    factsOfKind(ctx.input.facts, "faq"),
    (fact) => fact.question ?? fact.text,
  );
  for (const fact of faqs) {
    if (parts.length / 2 >= max) break;
    const question = (fact.question ?? "").replace(/\s+/g, " ").trim();
    const answer = (fact.answer ?? "").replace(/\s+/g, " ").trim();
    if (question === "" || answer === "") continue;
    const heading = `### ${markdownText(question)}`;
    const body = markdownText(isWholeSentence(answer) ? answer : `${factPhrase(answer)}.`);
    if (!ctx.ledger.isFresh(`${heading}\n\n${body}`)) continue;
    ctx.ledger.record(`${heading}\n\n${body}`);
    ctx.useFact(fact);
    parts.push(heading, { text: body });
  }
  return parts;
}
