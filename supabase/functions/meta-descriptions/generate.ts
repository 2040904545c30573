import { extractParts, normalizeSpace, type DescriptionParts } from "./keywords.ts";

/**
 * The built-in meta description writer: three distinct Dutch suggestions of 120–160 characters
 * (the length search engines show in full) that name the company and reuse the description's
 * own key phrases. Deterministic and dependency-free, so it works offline, in tests and as the
 * fallback whenever an AI provider fails.
 */
export const META_MIN_LENGTH = 120;
export const META_MAX_LENGTH = 160;

export interface MetaInput {
  name: string;
  description: string;
}

interface Template {
  /**
   * Candidate fillings of the template's variable part, longest first; "" must always be last
   * and produce a sentence that still reads well.
   */
  slots: (parts: DescriptionParts, name: string) => string[];
  core: (name: string, slot: string, parts: DescriptionParts) => string;
  /** Sentences that make the suggestion more specific, added in order while they fit. */
  extras: (parts: DescriptionParts) => string[];
  /** Short generic sentences that top a suggestion up to the minimum length. */
  padding: string[];
}

/** Words a shortened phrase must not end on ("… brood en", "… taarten op"). */
const DANGLING = new Set(
  "de het een en of met in op voor van te tot aan bij naar om uit door over als dat die plus and or with for of the".split(
    " ",
  ),
);

/** Every shorter version of a phrase, cut between words only, without a dangling last word. */
export function shorterVersions(phrase: string): string[] {
  const words = phrase.split(" ").filter(Boolean);
  const versions: string[] = [];
  for (let count = words.length; count > 0; count -= 1) {
    const kept = words.slice(0, count);
    while (
      kept.length > 0 &&
      DANGLING.has((kept[kept.length - 1] ?? "").toLowerCase().replace(/,$/, ""))
    )
      kept.pop();
    const text = kept.join(" ").replace(/[,;:]$/, "");
    if (text && !versions.includes(text)) versions.push(text);
  }
  return [...versions, ""];
}

/** "a", "a of b", "a, b of c". */
export function joinList(items: string[], conjunction: "en" | "of"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

function listSlots(keywords: string[], max: number, conjunction: "en" | "of"): string[] {
  const slots: string[] = [];
  for (let count = Math.min(max, keywords.length); count > 0; count -= 1) {
    slots.push(joinList(keywords.slice(0, count), conjunction));
  }
  return [...slots, ""];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const inPlace = (parts: DescriptionParts) => (parts.location ? ` in ${parts.location}` : "");

const TEMPLATES: Template[] = [
  // Benefit-led: who you are and what you get.
  {
    slots: (parts) => shorterVersions(parts.focus),
    core: (name, focus) =>
      focus ? `${name}: ${focus}.` : `${name}: vakwerk met persoonlijke service.`,
    extras: (parts) => [
      parts.keywords[0] && !parts.focus.toLowerCase().includes(parts.keywords[0].toLowerCase())
        ? `Specialist in ${parts.keywords[0]}.`
        : "",
      "Kwaliteit, eerlijk advies en persoonlijke aandacht.",
      "Ontdek wat we voor je kunnen doen!",
    ],
    padding: [
      "Betrouwbaar en dichtbij.",
      "Snel geregeld, zonder gedoe.",
      "Kom gerust langs!",
      "Wij staan voor je klaar.",
    ],
  },
  // Question-led: the searcher's need first.
  {
    slots: (parts) => listSlots(parts.keywords, 2, "of"),
    core: (name, list, parts) =>
      list
        ? `Op zoek naar ${list}${inPlace(parts)}? ${name} helpt je graag verder.`
        : `Op zoek naar een betrouwbare specialist${inPlace(parts)}? ${name} helpt je graag verder.`,
    extras: (parts) => [
      // The opening sentence as a sentence of its own, when it is more than a bare keyword.
      parts.focus.split(" ").length >= 3 && parts.focus.length <= 70
        ? `${capitalise(parts.focus)}.`
        : "",
      "Bekijk ons aanbod en neem vandaag nog contact op!",
    ],
    padding: [
      "Vraag gerust om advies.",
      "Eerlijk en persoonlijk.",
      "Snel geholpen!",
      "Altijd een passend antwoord.",
    ],
  },
  // Call-to-action-led: invite the click.
  {
    // "Ontdek Studio Yoga: yoga." would only echo the name: leave such phrases out here.
    slots: (parts, name) =>
      listSlots(
        parts.keywords.filter((keyword) => !name.toLowerCase().includes(keyword.toLowerCase())),
        3,
        "en",
      ),
    core: (name, list, parts) =>
      list
        ? `Ontdek ${name}${inPlace(parts)}: ${list}.`
        : `Ontdek ${name}${inPlace(parts)} en wat we voor je kunnen betekenen.`,
    extras: () => [
      "Neem vandaag nog contact op en ervaar zelf het verschil!",
      "Persoonlijk, deskundig en snel.",
    ],
    padding: [
      "Bel of mail ons gerust.",
      "Plan direct een afspraak.",
      "Tot snel!",
      "Wij denken graag mee.",
    ],
  },
];

/**
 * Cuts between words so the text fits `max`, and makes sure it ends with punctuation. Only whole
 * words are dropped: when even the first word and its full stop do not fit, the answer is "".
 */
export function fitWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text.split(" ");
  while (words.length > 0) {
    const cut = words.join(" ").replace(/[\s,;:–-]+$/u, "");
    const ended = /[.!?]$/.test(cut) ? cut : `${cut}.`;
    if (cut && ended.length <= max) return ended;
    words.pop();
  }
  return "";
}

function addWhileFits(text: string, sentences: string[], stopAt: number): string {
  let result = text;
  for (const sentence of sentences) {
    if (!sentence || result.length >= stopAt) continue;
    if (result.length + 1 + sentence.length <= META_MAX_LENGTH) result = `${result} ${sentence}`;
  }
  return result;
}

function compose(template: Template, name: string, parts: DescriptionParts): string {
  const slots = template.slots(parts, name);
  // Without the place name when it does not fit: the company name must stay whole.
  const placeless = { ...parts, location: undefined };
  const core =
    [parts, placeless]
      .flatMap((variant) => slots.map((slot) => template.core(name, slot, variant)))
      .find((candidate) => candidate.length <= META_MAX_LENGTH) ??
    fitWords(template.core(name, "", placeless), META_MAX_LENGTH);
  // Specific sentences first (up to the maximum), then generic ones only to reach the minimum.
  const withExtras = addWhileFits(core, template.extras(parts), META_MAX_LENGTH);
  return addWhileFits(withExtras, template.padding, META_MIN_LENGTH);
}

/** Three distinct suggestions (benefit-led, question-led, call-to-action-led). */
export function generateMetaDescriptions(input: MetaInput): string[] {
  const name = normalizeSpace(input.name);
  const parts = extractParts(name, input.description);
  return TEMPLATES.map((template) => compose(template, name, parts));
}
