/**
 * The Dutch instructions for the AI writer. The system message fixes the reply format (JSON with
 * four fields) and the rules that hold for every post; the user message carries this post's brief,
 * the business and the internal links. The limits are spelled out in numbers because the reply is
 * validated against exactly these numbers (ai-reply.ts) and a retry costs a full generation.
 */
import type { InternalLink, PostBrief, WriterProfile } from "./types.ts";

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** At most this many links are offered: more would crowd a 700–1000-word post. */
export const MAX_PROMPT_LINKS = 8;

const SYSTEM = [
  "Je bent een ervaren Nederlandse SEO-copywriter. Je schrijft blogartikelen voor websites van",
  "Nederlandse bedrijven: correct Nederlands, concreet en behulpzaam, zonder overdrijving of",
  "verzonnen feiten (geen verzonnen cijfers, prijzen, klantnamen of keurmerken).",
  "",
  "Antwoord uitsluitend met één JSON-object, zonder tekst of codeblok eromheen, met precies deze velden:",
  '{"title": string, "metaTitle": string, "metaDescription": string, "markdown": string}',
  "- title: de titel van het artikel, met het focuszoekwoord.",
  "- metaTitle: hoogstens 60 tekens, met het focuszoekwoord.",
  "- metaDescription: tussen 150 en 160 tekens (tel ze), één of twee volzinnen met het",
  "  focuszoekwoord, eindigend met een punt.",
  "- markdown: het volledige artikel in Markdown. De eerste regel is '# ' gevolgd door de title.",
  "  Daarna een inleidende alinea, dan tussenkoppen met '## ' en waar passend '### '.",
  "  Lengte: 700 tot 1000 woorden. Geen HTML, geen afbeeldingen, geen tabellen.",
].join("\n");

function toneLine(tone: WriterProfile["tone"]): string {
  return tone === "formal"
    ? "Toon: formeel; spreek de lezer aan met 'u' en 'uw', nooit met 'je' of 'jij'."
    : "Toon: informeel en vriendelijk; spreek de lezer aan met 'je' en 'jouw', nooit met 'u'.";
}

function linkLines(links: readonly InternalLink[]): string[] {
  const offered = links.slice(0, MAX_PROMPT_LINKS);
  if (offered.length === 0) return ["Interne links: geen; verwijs niet naar andere pagina's."];
  return [
    "Interne links: verwerk minstens twee (als er zoveel zijn) van deze pagina's van de eigen",
    "website als Markdown-link [ankertekst](url), met exact deze URL's, op een plek waar ze de",
    "lezer echt verder helpen:",
    ...offered.map((link) => `- ${link.url} (${link.title})`),
    "De ankertekst beschrijft waar de link naartoe gaat, bijvoorbeeld 'onze tarieven voor",
    "dakisolatie'. Gebruik nooit 'klik hier', 'lees meer', 'hier' of een kale URL als ankertekst.",
    "Verzin geen andere URL's en link niet naar andere websites.",
  ];
}

/** The system and user messages for one post. */
export function buildAiMessages(
  brief: PostBrief,
  profile: WriterProfile,
  links: readonly InternalLink[],
): ChatMessage[] {
  const secondary =
    brief.secondaryKeywords.length > 0
      ? `Verwerk ook deze zoekwoorden op natuurlijke wijze: ${brief.secondaryKeywords
          .map((keyword) => `"${keyword}"`)
          .join(", ")}.`
      : "Er zijn geen extra zoekwoorden.";
  const user = [
    `Schrijf een blogartikel voor ${profile.businessName} (${profile.websiteUrl}),`,
    `een bedrijf in de sector ${profile.sector} in ${profile.region}.`,
    `Onderwerp: ${brief.topic}`,
    `Focuszoekwoord: "${brief.focusKeyword}". Het staat letterlijk in de title, in de eerste`,
    "alinea en in minstens één '## '-tussenkop.",
    secondary,
    toneLine(profile.tone),
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
