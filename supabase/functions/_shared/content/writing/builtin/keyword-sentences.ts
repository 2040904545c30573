/**
 * The sentences that carry a keyword, per kind of phrase (keywords/keyword-phrase.ts): each
 * says the keyword the way Dutch does ("Zoekt u een bakker in Utrecht?", "Wilt u een
 * bruidstaart bestellen?") in a sentence that is about it. Tokens: {k}/{K}/{een:k}/{Een:k} for
 * the keyword of the sentence (focus or secondary), the archetype words and tone tokens.
 */
import type { Slot } from "../../archetypes/types.ts";
import {
  type KeywordKind,
  type KeywordPhrase,
  namesProvider,
} from "../../keywords/keyword-phrase.ts";
import { capitalize } from "../../tone.ts";

type Placeable = Exclude<KeywordKind, "awkward">;
/** Nouns split in two: a provider one searches ("bakker") or a thing one asks about ("rugklachten"). */
type SentenceKind = Placeable | "thing";

/** The first sentence of the post: it names the focus keyword. */
const OPENERS: Record<SentenceKind, Slot> = {
  thing: [
    "[Vragen over|Twijfels over|Benieuwd naar] {k}? [Hieronder {inv:leest} wat {u} moet weten|Hier {inv:leest} waar {u} op let].",
    "[Over|Rond] {k} [krijgen we veel vragen|horen we veel vragen|krijgen we regelmatig vragen].",
  ],
  noun: [
    "{Inv:zoekt} {een:k}?",
    "{Inv:bent} [op zoek naar|aan het zoeken naar] {een:k}?",
    "{Een:k} {inv:kiest} niet [zomaar|op goed geluk|zonder na te denken].",
  ],
  audience: ["{Inv:zoekt} {een:k}?", "{Inv:bent} op zoek naar {een:k}?"],
  action: ["{Inv:wilt} {een:k}?", "{Een:k} {inv:doet} niet [elke dag|dagelijks|zomaar even]."],
  question: ["{K}? [Die vraag krijgen we vaak|Dat vragen veel {klanten} zich af|Een goede vraag]."],
};

/** The conclusion's first sentence, which names the focus keyword once more. */
const CONCLUSION_LEADS: Record<SentenceKind, Slot> = {
  thing: [
    "[Bij|Rond] {k} [draait het dus om|gaat het dus om] [goede informatie, advies en duidelijke afspraken|kwaliteit en persoonlijke aandacht].",
  ],
  noun: [
    "Wie {een:k} zoekt, [let dus vooral op|kijkt dus het best naar] [vakmanschap en persoonlijke aandacht|kwaliteit, advies en eerlijke informatie].",
    "[Bij|Voor] {een:k} [draait het dus om|gaat het dus om] [vakmanschap, advies en duidelijke afspraken|kwaliteit en persoonlijke aandacht].",
  ],
  audience: [
    "Wie {een:k} zoekt, [let dus vooral op|kijkt dus het best naar] [ervaring, advies en duidelijke afspraken|persoonlijke aandacht en heldere informatie].",
  ],
  action: [
    "{Een:k} [hoeft dus niet ingewikkeld te zijn|is dus eenvoudiger dan het lijkt|gaat het best met een beetje voorbereiding].",
  ],
  question: [
    "{K}? [Het antwoord hangt af van {uw} wensen|Het antwoord verschilt per situatie], [maar met deze tips|maar met deze informatie] [{inv:weet} waar {u} op let|{inv:staat} sterker].",
  ],
};

/** One sentence about a secondary keyword, in a paragraph that fits it. */
const SECONDARY: Record<SentenceKind, Slot> = {
  thing: [
    "[Ook voor|Ook met een vraag over] {k} {inv:kunt} [bij ons|bij {bedrijf}] terecht.",
    "[Benieuwd naar|Vragen over] {k}? [Ook daarvoor|Daarvoor] {inv:kunt} [bij {bedrijf}|bij ons] terecht.",
  ],
  noun: [
    "[Ook voor|Ook met een vraag over] {een:k} {inv:kunt} [bij ons|bij {bedrijf}] terecht.",
    "[En {inv:zoekt}|{Inv:zoekt} ook] {een:k}? [Ook daarvoor|Daarvoor] {inv:kunt} [bij {bedrijf}|bij ons] terecht.",
  ],
  audience: [
    "[Ook|Juist] {een:k} {inv:vindt} [bij {bedrijf}|bij ons].",
    "[Ook voor|Juist voor] {een:k} {inv:kunt} [bij ons|bij {bedrijf}] terecht.",
    "[{Inv:zoekt}|En {inv:zoekt}] {een:k}? [Ook daarvoor|Daarvoor] {inv:kunt} [bij {bedrijf}|bij ons] terecht.",
  ],
  action: [
    "{Een:k}? [Dat kan bij ons ook|Ook dat kan bij {bedrijf}|Dat {inv:regelt} eenvoudig bij {bedrijf}].",
    "[Ook|En] {een:k} {inv:regelt} [eenvoudig|gemakkelijk] bij {bedrijf}.",
  ],
  question: ["{K}? [Ook die vraag|Die vraag] beantwoorden we [graag|met plezier]."],
};

/** The meta description's first sentence: the keyword and what the post offers. */
const META_LEADS: Record<SentenceKind, Slot> = {
  thing: [
    "[Vragen over|Meer weten over] {k}? [Lees|Ontdek] [onze tips|waar {u} op let] en wat {bedrijf} [voor {u} doet|te bieden heeft].",
  ],
  noun: [
    "{Inv:zoekt} {een:k}? [Lees|Ontdek] [waar {u} op let|hoe {u} goed kiest] en wat {bedrijf} [voor {u} doet|te bieden heeft].",
    "[Op zoek naar|Aan het zoeken naar] {een:k}? [Lees|Ontdek] [onze tips|waar {u} op let] en [wat {bedrijf} biedt|wat {u} bij {bedrijf} vindt].",
  ],
  audience: [
    "{Inv:zoekt} {een:k}? [Lees|Ontdek] waar {u} op let en wat {bedrijf} [voor {u} doet|te bieden heeft].",
  ],
  action: [
    "{Inv:wilt} {een:k}? [Lees|Ontdek] [hoe dat werkt|waar {u} op let] en wat {bedrijf} [voor {u} doet|te bieden heeft].",
  ],
  question: ["{K}? [Lees|Ontdek] het antwoord [en onze tips|van {bedrijf}]."],
};

/** Shorter leads without the business name, for a long name or a long keyword. */
const SHORT_META_LEADS: Record<SentenceKind, Slot> = {
  thing: ["[Vragen over|Meer weten over] {k}? [Lees|Ontdek] [onze tips|waar {u} op let]."],
  noun: [
    "{Inv:zoekt} {een:k}? [Lees|Ontdek] [waar {u} op let|hoe {u} goed kiest].",
    "[Op zoek naar|Aan het zoeken naar] {een:k}? [Lees|Ontdek] [onze tips|waar {u} op let].",
  ],
  audience: ["{Inv:zoekt} {een:k}? [Lees|Ontdek] [waar {u} op let|hoe {u} goed kiest]."],
  action: ["{Inv:wilt} {een:k}? [Lees|Ontdek] [hoe dat werkt|waar {u} op let]."],
  question: ["{K}? [Lees|Ontdek] het antwoord."],
};

/** The keyword as a sentence's words: "bakker in Utrecht"; a question ends with "?" as {K}. */
export function keywordTokens(phrase: KeywordPhrase): Record<string, string> {
  return {
    k: phrase.phrase,
    K: capitalize(phrase.phrase),
    "een:k": phrase.withArticle,
    "Een:k": capitalize(phrase.withArticle),
  };
}

function slotOf(table: Record<SentenceKind, Slot>, phrase: KeywordPhrase): Slot | null {
  if (phrase.kind === "awkward") return null;
  return phrase.kind === "noun" && !namesProvider(phrase) ? table.thing : table[phrase.kind];
}

export const openerSlot = (phrase: KeywordPhrase) => slotOf(OPENERS, phrase);
export const conclusionLeadSlot = (phrase: KeywordPhrase) => slotOf(CONCLUSION_LEADS, phrase);
export const secondarySlot = (phrase: KeywordPhrase) => slotOf(SECONDARY, phrase);
export const metaLeadSlot = (phrase: KeywordPhrase) => slotOf(META_LEADS, phrase);
export const shortMetaLeadSlot = (phrase: KeywordPhrase) => slotOf(SHORT_META_LEADS, phrase);

/**
 * A heading or title that starts with the keyword as a label ("{K}: zo kiest u goed"); a
 * question keyword is its own sentence instead ("Wat kost een loodgieter? Zo kiest u goed").
 */
export function labelled(template: string, phrase: KeywordPhrase): string {
  if (phrase.kind !== "question" || !template.startsWith("{K}: ")) return template;
  const rest = template.slice("{K}: ".length);
  // "{inv:kiest} …" becomes "{Inv:kiest} …", plain words get a capital.
  const opened = rest.startsWith("{")
    ? rest.replace(/^\{(\p{Ll})/u, (_, c: string) => `{${c.toUpperCase()}`)
    : capitalize(rest);
  return `{K}? ${opened}`;
}
