/**
 * The built-in Dutch writer: a complete blog post without an AI provider, written for the kind
 * of business (archetypes/) and grounded in its own website (builtin/fact-sections.ts).
 *
 * Shape: H1 (the topic), an introduction whose first sentence names the focus keyword, an
 * opening section whose heading carries it, advice sections for this kind of business (the
 * ones the topic asks for first), the offerings with links to their pages and the prices the
 * site shows, practical facts (hours, places, contact), questions and answers (the site's own
 * first), a conclusion and a call to action.
 *
 * Rules it keeps: specifics (prices, hours, years, certifications) come only from the facts;
 * keywords are said as natural phrases ("een bakker in Utrecht") in sentences about them, and
 * one that cannot be said naturally is reported in `unplacedKeywords` instead of forced in; no
 * sentence of 8+ words repeats within the post or from the customer's earlier posts
 * (`earlierSentences`); the meta description is whole sentences. Deterministic: the same input
 * and seed give the same draft.
 */
import { listOf } from "../../contract/plans.ts";
import {
  aboutSection,
  offeringsSection,
  practicalSection,
  siteFaqItems,
} from "./builtin/fact-sections.ts";
import { offeringFacts, offeringName, relatedTo } from "./builtin/fact-text.ts";
import {
  conclusionLeadSlot,
  keywordTokens,
  labelled,
  openerSlot,
  secondarySlot,
} from "./builtin/keyword-sentences.ts";
import { metaDescription, metaTitle, postTitle } from "./builtin/meta.ts";
import {
  createContext,
  paragraph,
  type Paragraph,
  type Part,
  type PostContext,
  renderSection,
  sentence,
  wording,
} from "./builtin/post-context.ts";
import type { FaqTemplate, SectionTemplate } from "../archetypes/types.ts";
import { markdownText } from "../../contract/content.ts";
import { chooseLinks, isContactPage, markdownLink } from "./internal-links.ts";
import { keywordPhrase } from "../keywords/keyword-phrase.ts";
import { shuffle } from "../random.ts";
import { countWords } from "../../text/sentences.ts";
import { capitalize } from "../tone.ts";
import type { DraftResult, WriterInput } from "../types.ts";

export { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN, META_TITLE_MAX } from "./builtin/meta.ts";

/** Below this many words another advice section is added (the checker asks for 600). */
const TARGET_WORDS = 750;
const MIN_ADVICE = 2;
/** Every advice section may be used when the facts are few; long posts stop at the target. */
const MAX_ADVICE = 12;
const MAX_LINKS = 4;

/** The advice sections the topic asks for first, the others in a seeded order. */
function adviceOrder(ctx: PostContext): SectionTemplate[] {
  const topic = ctx.input.brief.topic;
  const shuffled = shuffle(ctx.random, ctx.content.sections);
  const wanted = shuffled.filter((section) => section.topic?.test(topic));
  return [...wanted, ...shuffled.filter((section) => !wanted.includes(section))];
}

/** Tokens for headings when the focus keyword cannot be said: the post's offering instead. */
function headingTokens(ctx: PostContext): Record<string, string> {
  if (ctx.focus.placeable) return {};
  const product = ctx.fill("{product}");
  return { k: product, K: capitalize(product), "een:k": product, "Een:k": capitalize(product) };
}

// The introductions often start "In dit artikel …": the overview says it otherwise.
const OVERVIEW = [
  "Verderop {inv:leest} {lijst}.",
  "[We bespreken|We behandelen] verderop {lijst}.",
];
const FAQ_HEADINGS = [
  "Veelgestelde vragen [over {product}|]",
  "Vragen [die we vaak krijgen|uit de praktijk]",
];
const CHECKLIST_HEADINGS = [
  "Checklist [voor {uw} volgende bezoek|om te bewaren]",
  "[Kort samengevat|In het kort]: [een checklist|de checklist]",
];
const CONCLUSION_HEADINGS = ["Tot slot", "Samengevat", "Conclusie"];
const LINK_SENTENCES = [
  "[Meer achtergrond|Meer informatie] {inv:vindt} op [onze pagina|de pagina] {a}.",
  "[Lees ook|Bekijk ook] {a} [op onze website|op de site].",
  "[Handig om erbij te pakken|Ook interessant]: {a}.",
];
const RELATED_LINK = [
  "[Meer daarover|Alles daarover] {inv:leest} op {a}.",
  "[Zie ook|Bekijk ook] {a}.",
];
const CONTACT_SENTENCES = [
  "{U} vindt [al onze gegevens|onze gegevens] op [de pagina|onze pagina] {a}.",
  "Via [de pagina|onze pagina] {a} {inv:kunt} ons [eenvoudig|snel] bereiken.",
];
const CALLS_TO_ACTION = [
  "{Inv:wilt} {beginnen}? [Neem gerust contact op met|Neem contact op met|Bel of mail] {bedrijf}[ in {regio}|].",
  "[Vragen|Nog vragen] of {inv:wilt} {beginnen}? {bedrijf} [helpt {u} graag|denkt graag met {u} mee|staat voor {u} klaar].",
  "[Benieuwd|Nieuwsgierig] wat {bedrijf} voor {u} kan betekenen? [Neem contact met ons op|We horen graag van {u}].",
];

/** Adds a sentence to a paragraph. */
function append(host: Paragraph, text: string) {
  host.text = host.text === "" ? text : `${host.text} ${text}`;
}

/** Secondary keywords: one sentence each, in the paragraph that fits; the rest are reported. */
function placeSecondary(
  ctx: PostContext,
  hosts: Paragraph[],
  linked: Set<string>,
  unplaced: string[],
) {
  const focusKey = ctx.focus.keyword.toLocaleLowerCase("nl");
  const seen = new Set<string>([focusKey]);
  for (const raw of ctx.input.brief.secondaryKeywords) {
    const phrase = keywordPhrase(raw, ctx.places);
    const key = phrase.keyword.toLocaleLowerCase("nl");
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    const slot = secondarySlot(phrase);
    const text = slot ? sentence(ctx, slot, keywordTokens(phrase)) : "";
    if (text === "") {
      unplaced.push(phrase.keyword);
      continue;
    }
    const host = hosts[(seen.size - 2) % hosts.length]!;
    append(host, text);
    // An offering of the site that belongs to this keyword gets its page linked next to it.
    const offering = offeringFacts(ctx.input.facts).find(
      (fact) => relatedTo(offeringName(fact), phrase.subject) && !linked.has(fact.pageUrl),
    );
    if (offering) {
      const link = sentence(ctx, RELATED_LINK, {
        a: markdownLink(offeringName(offering), offering.pageUrl),
      });
      if (link !== "") {
        append(host, link);
        linked.add(offering.pageUrl);
        ctx.useFact(offering);
      }
    }
  }
}

/** Internal links to pages not linked yet: in the given paragraphs, a contact page at the end. */
function placeLinks(
  ctx: PostContext,
  hosts: Paragraph[],
  conclusion: Paragraph,
  linked: Set<string>,
) {
  const pages = ctx.input.links.filter((link) => !linked.has(link.url));
  const keywords = [ctx.input.brief.focusKeyword, ...ctx.input.brief.secondaryKeywords];
  const chosen = chooseLinks(pages, keywords, ctx.profile.businessName);
  const contact = chosen.find((link) => isContactPage(link.url, link.anchor));
  const room = Math.max(0, MAX_LINKS - linked.size);
  chosen
    .filter((link) => link !== contact)
    .slice(0, Math.min(room, hosts.length))
    .forEach((link, i) => {
      const text = sentence(ctx, LINK_SENTENCES, { a: markdownLink(link.anchor, link.url) });
      if (text === "") return;
      append(hosts[i]!, text);
      linked.add(link.url);
    });
  if (contact) {
    const text = sentence(ctx, CONTACT_SENTENCES, { a: markdownLink(contact.anchor, contact.url) });
    if (text !== "") append(conclusion, text);
  }
}

const FAQ_ITEMS = 5;
/** A short post (few facts, few advice sections left) takes a few more questions. */
const FAQ_ITEMS_SHORT = 12;

/** Questions and answers: the site's own first, then the archetype's, up to `maxItems`. */
function faqItems(
  ctx: PostContext,
  maxItems: number,
  asked: Set<FaqTemplate>,
  items: Part[] = siteFaqItems(ctx, 3),
) {
  for (const faq of shuffle(ctx.random, ctx.content.faq)) {
    if (items.length / 2 >= maxItems) break;
    if (asked.has(faq)) continue;
    asked.add(faq);
    const question = sentence(ctx, faq.q);
    const answer = paragraph(ctx, faq.a);
    if (question === "" || answer === "") continue;
    items.push(`### ${question}`, { text: answer });
  }
  return items;
}

function checklist(ctx: PostContext): Part[] {
  const items = shuffle(ctx.random, ctx.content.checklist)
    .map((slot) => sentence(ctx, slot))
    .filter(Boolean)
    .slice(0, 5);
  if (items.length < 3) return [];
  return [`## ${sentence(ctx, CHECKLIST_HEADINGS)}`, items.map((item) => `- ${item}`).join("\n")];
}

const textOf = (parts: readonly Part[]) =>
  parts.map((part) => (typeof part === "string" ? part : part.text)).join("\n\n");

export function writeBuiltInDraft(input: WriterInput): DraftResult {
  const ctx = createContext(input);
  const { focus, content } = ctx;
  const unplaced: string[] = focus.placeable ? [] : [focus.keyword];
  const title = postTitle(input.brief.topic, focus);
  const linked = new Set<string>();

  const opener = focus.placeable ? sentence(ctx, openerSlot(focus)!) : "";
  const intro: Paragraph = {
    text: [opener, paragraph(ctx, content.intro)].filter(Boolean).join(" "),
  };
  const opening = renderSection(
    ctx,
    {
      ...content.opening,
      headings: content.opening.headings.map((heading) => labelled(heading, focus)),
    },
    headingTokens(ctx),
  );
  const openingParagraph = opening.find((part): part is Paragraph => typeof part !== "string");
  const about = aboutSection(ctx);
  if ("sentence" in about && openingParagraph && about.sentence !== "")
    append(openingParagraph, about.sentence);
  const aboutParts = "parts" in about ? about.parts : [];
  const offerings = offeringsSection(ctx, linked);
  const practical = practicalSection(ctx);
  const asked = new Set<FaqTemplate>();
  const faqParts = faqItems(ctx, FAQ_ITEMS, asked);
  const conclusionLead = focus.placeable ? sentence(ctx, conclusionLeadSlot(focus)!) : "";
  const conclusion: Paragraph = {
    text: [conclusionLead, paragraph(ctx, content.conclusion)].filter(Boolean).join(" "),
  };

  // Advice for this kind of business until the post is long enough: at least two sections.
  const fixedWords = countWords(
    textOf([
      intro,
      ...opening,
      ...aboutParts,
      ...(offerings?.parts ?? []),
      ...(practical?.parts ?? []),
      ...faqParts,
      conclusion,
    ]),
  );
  const advice: Part[][] = [];
  const summaries: string[] = [];
  for (const section of adviceOrder(ctx)) {
    const enough = fixedWords + countWords(textOf(advice.flat())) >= TARGET_WORDS;
    if (advice.length >= MAX_ADVICE || (advice.length >= MIN_ADVICE && enough)) break;
    const parts = renderSection(ctx, section);
    if (parts.length < 2) continue;
    advice.push(parts);
    summaries.push(wording(ctx, section.summary));
  }
  const short = fixedWords + countWords(textOf(advice.flat())) < TARGET_WORDS;
  const extra = short ? checklist(ctx) : [];
  if (short) faqItems(ctx, FAQ_ITEMS_SHORT, asked, faqParts);
  const faq = faqParts.length === 0 ? [] : [`## ${sentence(ctx, FAQ_HEADINGS)}`, ...faqParts];
  if (offerings) summaries.push(ctx.fill("wat {bedrijf} te bieden heeft"));
  if (faq.length > 0) summaries.push("de vragen die we het vaakst krijgen");
  const overview: Paragraph = {
    text: sentence(ctx, OVERVIEW, { lijst: markdownText(listOf(summaries)) }),
  };

  const adviceParagraphs = advice
    .flat()
    .filter((part): part is Paragraph => typeof part !== "string");
  const secondaryHosts = [
    offerings?.after,
    practical?.paragraph,
    openingParagraph,
    adviceParagraphs[0],
  ].filter((host): host is Paragraph => host !== undefined);
  placeSecondary(ctx, secondaryHosts.length > 0 ? secondaryHosts : [intro], linked, unplaced);
  placeLinks(
    ctx,
    [overview, adviceParagraphs[1] ?? overview, adviceParagraphs[3] ?? conclusion],
    conclusion,
    linked,
  );
  const callToAction =
    sentence(ctx, CALLS_TO_ACTION) ||
    ctx.fill("{Inv:wilt} {beginnen}? Neem contact op met {bedrijf}.");

  const parts: Part[] = [
    `# ${markdownText(title)}`,
    intro,
    overview,
    ...opening,
    ...advice.flat(),
    ...(offerings?.parts ?? []),
    ...(practical?.parts ?? []),
    ...aboutParts,
    ...extra,
    ...faq,
    `## ${sentence(ctx, CONCLUSION_HEADINGS)}`,
    conclusion,
    callToAction,
  ];
  const markdown = `${textOf(parts.filter((part) => typeof part === "string" || part.text !== ""))}\n`;
  return {
    title,
    metaTitle: metaTitle(title, focus, input.profile.businessName.trim()),
    metaDescription: metaDescription(ctx),
    markdown,
    usedFactIds: ctx.used.map((fact) => fact.id),
    unplacedKeywords: unplaced,
  };
}

/** The keyword as written, with the region's own spelling ("loodgieter utrecht" → "... Utrecht"). */
export function displayKeyword(keyword: string, region: string): string {
  let result = keyword.replace(/\s+/g, " ").trim();
  for (const word of region.split(/[\s,/]+/).filter((w) => w.length >= 3)) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu");
    result = result.replace(pattern, word);
  }
  return result;
}
