/**
 * The Dutch instructions for the AI writer. The system message fixes the reply format (JSON with
 * five fields) and the rules that hold for every post; the user message carries this post's
 * brief, the business with the facts of its own website (each with its page and a label the
 * reply names back), the outline, the customer's other titles and the internal links. The
 * limits are spelled out in numbers because the reply is validated against exactly these
 * numbers (ai-reply.ts) and checked by the same draft checker as every draft (draft-check.ts).
 * When that checker fails a reply, `rewriteMessages` feeds the failed checks back once.
 */
import { READABILITY_TARGETS } from "../../contract/draft-checks.ts";
import type { SiteFact } from "../../contract/site-facts.ts";
import type { CheckerProfile } from "../checking/types.ts";
import type { DraftCheckItem, InternalLink, PostBrief } from "../types.ts";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Everything one AI draft is written from. */
export interface AiDraftRequest {
  brief: PostBrief;
  profile: CheckerProfile;
  links: readonly InternalLink[];
  /** The customer's site facts; hidden ones are never offered. */
  facts?: readonly SiteFact[];
  /** Suggested H2/H3 headings, in order (from the built-in writer's plan for this post). */
  outline?: readonly string[];
  /** Titles of the customer's other posts: not to be repeated, and worth another angle. */
  otherTitles?: readonly string[];
}

/** At most this many links are offered: more would crowd a 700–1000-word post. */
export const MAX_PROMPT_LINKS = 8;
/** Facts beyond this would crowd the prompt; the list is ordered by the scan. */
export const MAX_PROMPT_FACTS = 30;
export const MAX_PROMPT_TITLES = 20;

const SYSTEM = [
  "Je bent een ervaren Nederlandse SEO-copywriter. Je schrijft blogartikelen voor websites van",
  "Nederlandse bedrijven: correct Nederlands, concreet en behulpzaam, zonder overdrijving of",
  "verzonnen feiten.",
  "",
  "Antwoord uitsluitend met één JSON-object, zonder tekst of codeblok eromheen, met precies deze velden:",
  '{"title": string, "metaTitle": string, "metaDescription": string, "markdown": string, "usedFacts": string[]}',
  "- title: de titel van het artikel, met het focuszoekwoord.",
  "- metaTitle: hoogstens 60 tekens, met het focuszoekwoord.",
  "- metaDescription: tussen 150 en 160 tekens (tel ze), één of twee volzinnen met het",
  "  focuszoekwoord, eindigend met een punt. Geen losse woorden als 'Praktisch.'.",
  "- markdown: het volledige artikel in Markdown. De eerste regel is '# ' gevolgd door de title.",
  "  Daarna een inleidende alinea, dan tussenkoppen met '## ' en waar passend '### '.",
  "  Lengte: 700 tot 1000 woorden. Geen HTML, geen afbeeldingen, geen tabellen.",
  '- usedFacts: de labels (zoals "F2") van de feiten uit de feitenlijst die je in het artikel gebruikt.',
  "",
  "Regels voor de inhoud:",
  "- Prijzen, jaartallen, aantallen, percentages, openingstijden, telefoonnummers, keurmerken,",
  "  prijzen of awards en garanties noem je alleen als ze letterlijk in de feitenlijst of het",
  "  bedrijfsprofiel staan. Staat iets er niet in, laat het dan weg: verzin niets.",
  "- Schrijf over wat dit bedrijf zelf aanbiedt en hoe klanten het daar kopen of gebruiken;",
  "  gebruik geen woorden die bij een ander soort bedrijf horen (zoals offertes en trajecten",
  "  bij een bakker, of gasten bij een installateur).",
  "- Zoekwoorden staan als gewone woorden in een zin die erover gaat. Een zoekwoord met een",
  "  plaats schrijf je zoals mensen praten: 'bakker in Utrecht', niet 'bakker Utrecht'.",
  "  Noem het focuszoekwoord hooguit eens per 100 woorden.",
  "- Elk artikel is nieuw geschreven: herhaal geen zinnen uit eerdere artikelen.",
].join("\n");

function toneLine(tone: CheckerProfile["tone"]): string {
  const target = READABILITY_TARGETS[tone];
  return tone === "formal"
    ? `Toon: formeel; spreek de lezer aan met 'u' en 'uw', nooit met 'je' of 'jij'. Schrijf helder: korte zinnen (gemiddeld hooguit 15 woorden), leesgemak (Flesch-Douma) minstens ${target}.`
    : `Toon: informeel en vriendelijk; spreek de lezer aan met 'je' en 'jouw', nooit met 'u'. Schrijf eenvoudig: korte zinnen (gemiddeld hooguit 13 woorden), leesgemak (Flesch-Douma) minstens ${target}.`;
}

function linkLines(links: readonly InternalLink[]): string[] {
  const offered = links.slice(0, MAX_PROMPT_LINKS);
  if (offered.length === 0) return ["Interne links: geen; verwijs niet naar andere pagina's."];
  return [
    "Interne links: verwerk minstens twee (als er zoveel zijn) van deze pagina's van de eigen",
    "website als Markdown-link [ankertekst](url), met exact deze URL's, op een plek waar ze de",
    "lezer echt verder helpen:",
    ...offered.map((link) => `- ${link.url} (${link.title})`),
    ...offered
      .filter((link) => link.supported)
      .map((link) => `Dit artikel ondersteunt ${link.url}: link daar in elk geval naar.`),
    "De ankertekst beschrijft waar de link naartoe gaat, bijvoorbeeld 'onze tarieven voor",
    "dakisolatie'. Gebruik nooit 'klik hier', 'lees meer', 'hier' of een kale URL als ankertekst.",
    "Verzin geen andere URL's en link niet naar andere websites.",
  ];
}

/** The H2 and H3 headings of a draft's markdown, as an outline for the model. */
export function outlineOf(markdown: string): string[] {
  return markdown
    .split(/\r?\n/)
    .map((line) => /^\s{0,3}#{2,3}\s+(.+?)\s*#*\s*$/.exec(line)?.[1])
    .filter((heading): heading is string => heading !== undefined)
    .map((heading) => heading.replace(/\\([\\`*_[\]<>])/g, "$1"));
}

/** The facts offered to the model, each with the label its reply uses ("F1", "F2", …). */
export function promptFacts(
  facts: readonly SiteFact[] = [],
): Array<{ label: string; fact: SiteFact }> {
  return facts
    .filter((fact) => !fact.hidden)
    .slice(0, MAX_PROMPT_FACTS)
    .map((fact, index) => ({ label: `F${index + 1}`, fact }));
}

function factLine({ label, fact }: { label: string; fact: SiteFact }): string {
  const text =
    fact.kind === "faq" && fact.question
      ? `Vraag: ${fact.question} Antwoord: ${fact.answer ?? fact.text}`
      : fact.name && !fact.text.toLowerCase().includes(fact.name.toLowerCase())
        ? `${fact.name}: ${fact.text}`
        : fact.text;
  return `- [${label}] ${text} (pagina: ${fact.pageUrl})`;
}

function businessLines(profile: CheckerProfile): string[] {
  const lines = [
    `Schrijf een blogartikel voor ${profile.businessName} (${profile.websiteUrl}),`,
    `een bedrijf in de sector ${profile.sector} in ${profile.region}.`,
  ];
  if (profile.description?.trim())
    lines.push(`Wat het bedrijf doet: ${profile.description.trim()}`);
  if (profile.offerings && profile.offerings.length > 0) {
    lines.push(`Aanbod: ${profile.offerings.join(", ")}.`);
  }
  return lines;
}

function factLines(facts: readonly SiteFact[] | undefined): string[] {
  const offered = promptFacts(facts);
  if (offered.length === 0) {
    return [
      "Feitenlijst: nog leeg. Noem dus geen prijzen, jaartallen, aantallen, openingstijden,",
      "keurmerken, awards of garanties.",
    ];
  }
  return [
    "Feitenlijst van de eigen website. Gebruik er minstens drie die bij het onderwerp passen, noem",
    "ze zoals ze hier staan en link waar het past naar hun pagina:",
    ...offered.map(factLine),
  ];
}

function outlineLines(outline: readonly string[] | undefined): string[] {
  if (!outline || outline.length === 0) return [];
  return [
    "Opbouw (je mag de koppen beter formuleren, maar houd deze volgorde en onderwerpen aan):",
    ...outline.map((heading) => `- ${heading}`),
  ];
}

function titleLines(titles: readonly string[] | undefined): string[] {
  if (!titles || titles.length === 0) return [];
  return [
    "Deze artikelen heeft de klant al of staan gepland; kies een eigen invalshoek en herhaal",
    "hun titels en zinnen niet:",
    ...titles.slice(0, MAX_PROMPT_TITLES).map((title) => `- ${title}`),
  ];
}

/** The system and user messages for one post. */
export function buildAiMessages(request: AiDraftRequest): ChatMessage[] {
  const { brief, profile, links } = request;
  const secondary =
    brief.secondaryKeywords.length > 0
      ? `Verwerk ook deze zoekwoorden waar ze natuurlijk passen: ${brief.secondaryKeywords
          .map((keyword) => `"${keyword}"`)
          .join(", ")}.`
      : "Er zijn geen extra zoekwoorden.";
  const user = [
    ...businessLines(profile),
    `Onderwerp: ${brief.topic}`,
    `Focuszoekwoord: "${brief.focusKeyword}". Het staat in de title, in de eerste alinea en in`,
    "minstens één '## '-tussenkop.",
    secondary,
    toneLine(profile.tone),
    ...factLines(request.facts),
    ...outlineLines(request.outline),
    ...titleLines(request.otherTitles),
    `Schrijf voor klanten van ${profile.businessName} in ${profile.region}; noem het bedrijf`,
    "hooguit twee keer en sluit af met een korte alinea die de lezer uitnodigt contact op te nemen.",
    ...linkLines(links),
    "Antwoord alleen met het JSON-object.",
  ].join("\n");
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: user },
  ];
}

/**
 * The same conversation with the model's reply and what the checker found wrong with it, for
 * one rewrite: the failed checks in the customer's words, with their examples.
 */
export function rewriteMessages(
  request: AiDraftRequest,
  previousReply: string,
  failed: readonly DraftCheckItem[],
): ChatMessage[] {
  const feedback = [
    "Dit concept is afgekeurd door onze controle. Dit moet anders:",
    ...failed.map((item) => `- ${item.label}${item.detail ? `: ${item.detail}` : "."}`),
    "Herschrijf het hele artikel zodat alle punten in orde zijn, met dezelfde regels als hierboven.",
    "Antwoord opnieuw alleen met het JSON-object.",
  ].join("\n");
  return [
    ...buildAiMessages(request),
    { role: "assistant", content: previousReply },
    { role: "user", content: feedback },
  ];
}
