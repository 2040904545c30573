/**
 * The built-in Dutch writer: a complete, usable blog post without an AI provider (issue 12).
 * It assembles the post from the phrase files (phrases-frame.ts, phrases-sections.ts) for the
 * customer's sector, region and tone, so it reads as written for this business, and places the
 * focus keyword where the draft checker looks for it: title, first paragraph and an H2.
 * Deterministic: the seed and the brief choose every variant, so a retry gives the same draft
 * and two posts of one month get different sections, sentences and order.
 *
 * Shape: H1, two intro paragraphs, 3–4 body sections (H2, some H3, lists), a checklist, an FAQ
 * (H3 per question), a conclusion with a call to action naming the business and region.
 */
import { markdownText } from "../contract/content.ts";
import { containsKeyword } from "../report/keyword-match.ts";
import { chooseLinks, isContactPage, markdownLink } from "./internal-links.ts";
import {
  CALLS_TO_ACTION,
  CHECKLIST_HEADINGS,
  CHECKLIST_INTRO,
  CHECKLIST_ITEMS,
  CONCLUSION_HEADINGS,
  CONCLUSION_PARAGRAPHS,
  CONTACT_SENTENCES,
  FAQ_HEADINGS,
  FAQ_ITEMS,
  INTRO_FIRST,
  INTRO_SECOND,
  LINK_SENTENCES,
  META_FILLERS,
  META_LEADS,
  META_MORE,
  SECONDARY_SENTENCES,
} from "./phrases-frame.ts";
import { BODY_SECTIONS, OPENING_SECTION, type SectionTemplate } from "./phrases-sections.ts";
import { hashString, pick, type Random, seededRandom, shuffle } from "./random.ts";
import { sectorWords } from "./sectors.ts";
import { fitDescription, truncateAtWord } from "./text-fit.ts";
import { capitalize, fillTokens } from "./tone.ts";
import type { InternalLink, PostBrief, WriterProfile, WrittenDraft } from "./types.ts";

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 150;
export const META_DESCRIPTION_MAX = 160;

type Fill = (template: string, extra?: Record<string, string>) => string;

/** A paragraph that secondary keywords and links may be appended to. */
interface Paragraph {
  text: string;
}
type Part = Paragraph | string;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The keyword as written, with the region's own spelling ("loodgieter utrecht" → "... Utrecht"). */
export function displayKeyword(keyword: string, region: string): string {
  let result = keyword.replace(/\s+/g, " ").trim();
  for (const word of region.split(/[\s,/]+/).filter((w) => w.length >= 3)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "giu");
    result = result.replace(pattern, word);
  }
  return result;
}

function postTitle(topic: string, keyword: string): string {
  const clean = topic.replace(/\s+/g, " ").trim();
  if (clean === "") return capitalize(keyword);
  if (containsKeyword(clean, keyword)) return capitalize(clean);
  return `${capitalize(keyword)}: ${clean.charAt(0).toLocaleLowerCase("nl")}${clean.slice(1)}`;
}

function metaTitle(title: string, keyword: string, business: string): string {
  const K = capitalize(keyword);
  const candidates = [`${title} | ${business}`, title, `${K} | ${business}`, K];
  return candidates.find((c) => c.length <= META_TITLE_MAX) ?? truncateAtWord(K, META_TITLE_MAX);
}

/** Sections a topic asks for ("Wat kost …?" gets the costs section), placed first. */
const TOPIC_SECTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(kost|kosten|prijs|prijzen|goedkoop|goedkoopste|budget)\b/i, "kosten"],
  [/\bfout(en)?\b|valkuil/i, "fouten"],
  [/\b(kiest|kies|kiezen|keuze|vergelijk\w*)\b/i, "kiezen"],
  [/\b(begin\w*|start\w*|voorbereid\w*|stappen\w*|aanpak\w*|pak je|pakt u)\b/i, "voorbereiding"],
  [/\bpraktijk\b|\bgids\b/i, "praktijk"],
];

function bodySections(topic: string, region: string, random: Random): SectionTemplate[] {
  const wanted = new Set(TOPIC_SECTIONS.filter(([re]) => re.test(topic)).map(([, id]) => id));
  if (region.trim() !== "" && containsKeyword(topic, region)) wanted.add("lokaal");
  const shuffled = shuffle(random, BODY_SECTIONS);
  const ordered = [
    ...shuffled.filter((s) => wanted.has(s.id)),
    ...shuffled.filter((s) => !wanted.has(s.id)),
  ];
  return [OPENING_SECTION, ...ordered.slice(0, 3)];
}

function renderSection(template: SectionTemplate, fill: Fill, random: Random): Part[] {
  const parts: Part[] = [`## ${fill(pick(random, template.headings))}`];
  for (const block of template.blocks) {
    if ("p" in block) parts.push({ text: fill(pick(random, block.p)) });
    else if ("h3" in block) parts.push(`### ${fill(pick(random, block.h3))}`);
    else if ("ul" in block) {
      const items = shuffle(random, block.ul).slice(0, block.take);
      parts.push(items.map((item) => `- ${fill(item)}`).join("\n"));
    } else parts.push(block.ol.map((item, i) => `${i + 1}. ${fill(item)}`).join("\n"));
  }
  return parts;
}

function checklist(fill: Fill, random: Random): Part[] {
  const order = shuffle(
    random,
    CHECKLIST_ITEMS.map((_, i) => i),
  )
    .slice(0, 6)
    .sort((a, b) => a - b);
  return [
    `## ${fill(pick(random, CHECKLIST_HEADINGS))}`,
    fill(pick(random, CHECKLIST_INTRO)),
    order.map((i) => `- ${fill(CHECKLIST_ITEMS[i]!)}`).join("\n"),
  ];
}

function faq(fill: Fill, random: Random): Part[] {
  const parts: Part[] = [`## ${fill(pick(random, FAQ_HEADINGS))}`];
  for (const [question, answer] of shuffle(random, FAQ_ITEMS).slice(0, random() < 0.5 ? 3 : 4)) {
    parts.push(`### ${fill(question)}`, fill(answer));
  }
  return parts;
}

export function writeBuiltInDraft(
  brief: PostBrief,
  profile: WriterProfile,
  links: InternalLink[],
  options: { seed?: number } = {},
): WrittenDraft {
  const random = seededRandom(
    hashString(`${options.seed ?? 0}|${brief.topic}|${brief.focusKeyword}|${profile.businessName}`),
  );
  // A brief from the API may carry only a topic: then the topic is the keyword.
  const keyword = displayKeyword(brief.focusKeyword.trim() || brief.topic, profile.region);
  if (keyword === "") throw new Error("Een focuszoekwoord of onderwerp is nodig");
  const sector = sectorWords(profile.sector);
  const plain: Record<string, string> = {
    k: keyword,
    K: capitalize(keyword),
    regio: profile.region.trim(),
    bedrijf: profile.businessName.trim(),
    klanten: sector.klanten,
    Klanten: capitalize(sector.klanten),
    aanbieder: sector.aanbieder,
    inSector: sector.inSector,
    InSector: capitalize(sector.inSector),
    dienst: sector.dienst,
    bewijs: sector.bewijs,
    moment: sector.moment,
    voorbeeld: sector.voorbeeld,
  };
  const escaped = Object.fromEntries(
    Object.entries(plain).map(([key, v]) => [key, markdownText(v)]),
  );
  const fillPlain: Fill = (t, extra = {}) => fillTokens(t, profile.tone, { ...plain, ...extra });
  const fill: Fill = (t, extra = {}) => fillTokens(t, profile.tone, { ...escaped, ...extra });

  const title = postTitle(brief.topic, keyword);
  const intro = { text: fill(pick(random, INTRO_FIRST)) };
  const overview = { text: fill(pick(random, INTRO_SECOND)) };
  const body = bodySections(brief.topic, profile.region, random).flatMap((section) =>
    renderSection(section, fill, random),
  );
  const conclusion = { text: fill(pick(random, CONCLUSION_PARAGRAPHS)) };
  const bodyParagraphs = body.filter((part): part is Paragraph => typeof part !== "string");

  // Secondary keywords: one sentence each, spread over the body's even paragraphs.
  const secondary = brief.secondaryKeywords
    .map((s) => displayKeyword(s, profile.region))
    .filter((s) => s !== "" && s.toLowerCase() !== keyword.toLowerCase());
  const secondarySentences = shuffle(random, SECONDARY_SENTENCES);
  secondary.forEach((s, i) => {
    const target = bodyParagraphs[(i * 2) % bodyParagraphs.length]!;
    const sentence = secondarySentences[i % secondarySentences.length]!;
    target.text += ` ${fill(sentence, { s: markdownText(s) })}`;
  });

  // Internal links: the overview and two odd body paragraphs, then the conclusion; a contact
  // page always goes with the conclusion, next to the call to action.
  const linkTargets = [overview, bodyParagraphs[1]!, bodyParagraphs[3]!, conclusion];
  const linkSentences = shuffle(random, LINK_SENTENCES);
  const chosen = chooseLinks(links, [brief.focusKeyword, ...secondary], profile.businessName);
  const contact = chosen.find((link) => isContactPage(link.url, link.anchor));
  chosen
    .filter((link) => link !== contact)
    .forEach((link, i) => {
      const sentence = linkSentences[i % linkSentences.length]!;
      linkTargets[i]!.text += ` ${fill(sentence, { a: markdownLink(link.anchor, link.url) })}`;
    });
  if (contact) {
    const link = markdownLink(contact.anchor, contact.url);
    conclusion.text += ` ${fill(pick(random, CONTACT_SENTENCES), { a: link })}`;
  }

  const parts: Part[] = [
    `# ${markdownText(title)}`,
    intro,
    overview,
    ...body,
    ...checklist(fill, random),
    ...faq(fill, random),
    `## ${fill(pick(random, CONCLUSION_HEADINGS))}`,
    conclusion,
    fill(pick(random, CALLS_TO_ACTION)),
  ];
  const markdown = `${parts.map((part) => (typeof part === "string" ? part : part.text)).join("\n\n")}\n`;

  const metaDescription = fitDescription(
    [fillPlain(pick(random, META_LEADS)), ...shuffle(random, META_MORE).map((t) => fillPlain(t))],
    META_FILLERS,
    META_DESCRIPTION_MIN,
    META_DESCRIPTION_MAX,
  );
  return {
    title,
    metaTitle: metaTitle(title, keyword, profile.businessName.trim()),
    metaDescription,
    markdown,
  };
}
