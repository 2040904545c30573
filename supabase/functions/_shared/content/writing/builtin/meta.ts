/**
 * Title and meta tags of a built-in post. The title is the planned topic, led by the keyword
 * when the topic does not name it. The meta title fits 60 characters. The meta description is
 * made of whole sentences of three words or more only (a keyword lead, a sentence from the site's offerings, a
 * closing sentence) whose wordings are tried until the whole is 150–160 characters; it is never
 * padded with fragments ("Praktisch.") nor cut in the middle of a sentence.
 */
import { listOf } from "../../../contract/plans.ts";
import { containsKeywordPhrase, type KeywordPhrase } from "../../keywords/keyword-phrase.ts";
import { shuffle } from "../../random.ts";
import { truncateAtWord } from "../text-fit.ts";
import { capitalize } from "../../tone.ts";
import { variantsOf } from "../../variety/variants.ts";
import { offeringFacts, offeringName } from "./fact-text.ts";
import { keywordTokens, metaLeadSlot, shortMetaLeadSlot } from "./keyword-sentences.ts";
import type { PostContext } from "./post-context.ts";

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 150;
export const META_DESCRIPTION_MAX = 160;

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase("nl") + text.slice(1) : text;

/** The topic, led by the keyword when it does not name it ("Bakker in Utrecht: …"). */
export function postTitle(topic: string, focus: KeywordPhrase): string {
  const clean = topic.replace(/\s+/g, " ").trim();
  const label = capitalize(focus.phrase);
  if (clean === "") return focus.kind === "question" ? `${label}?` : label;
  if (!focus.placeable || containsKeywordPhrase(clean, focus.keyword)) return capitalize(clean);
  return focus.kind === "question"
    ? `${label}? ${capitalize(clean)}`
    : `${label}: ${lowerFirst(clean)}`;
}

export function metaTitle(title: string, focus: KeywordPhrase, business: string): string {
  const label = capitalize(focus.phrase);
  const candidates = [`${title} | ${business}`, title, `${label} | ${business}`, label];
  return (
    candidates.find((c) => c.length <= META_TITLE_MAX) ?? truncateAtWord(label, META_TITLE_MAX)
  );
}

const OFFER_SENTENCES = [
  "Uit {aanbod}: {lijst}.",
  "Denk aan {lijst}.",
  "[Bij ons|Bij {bedrijf}] {inv:vindt} onder meer {lijst}.",
];
const GENERAL_SENTENCES = [
  "[Met tips|Met advies] [van {bedrijf}|uit de praktijk van {bedrijf}] [in {regio}|].",
  "[Tips en advies|Praktisch advies] van {bedrijf} [in {regio}|voor {klanten} in {regio}].",
  "[Met tips|Met advies|Praktisch advies] [uit de praktijk|van de vakmensen] [voor {klanten} in {regio}|in {regio}|].",
];
const CLOSERS = [
  "[Lees|Bekijk] [de tips|ons advies|het artikel].",
  "{Inv:wilt} {beginnen}? [We helpen {u} graag|Neem contact op].",
  "{Inv:wilt} meer weten? [Neem contact op|Kijk op onze website].",
  "Handig om te bewaren.",
];

/** The wordings of one slot, filled, in a seeded order (at most `limit`). */
function wordings(
  ctx: PostContext,
  slot: readonly string[],
  extra: Record<string, string>,
  limit: number,
) {
  return shuffle(ctx.random, slot).flatMap((template) =>
    [...variantsOf(template, ctx.random, limit)].map((w) => ctx.fillPlain(w, extra)),
  );
}

/**
 * 150–160 characters of whole sentences: the first combination of a lead, an optional middle
 * and an optional closer that lands in range; failing that, the longest that fits 160.
 */
export function metaDescription(ctx: PostContext): string {
  const lead = metaLeadSlot(ctx.focus);
  const shortLead = shortMetaLeadSlot(ctx.focus);
  const leads = lead
    ? [
        ...wordings(ctx, lead, keywordTokens(ctx.focus), 12),
        ...wordings(ctx, shortLead!, keywordTokens(ctx.focus), 12),
      ]
    : wordings(ctx, GENERAL_SENTENCES, {}, 12);
  const names = offeringFacts(ctx.input.facts).map((fact) => lowerFirst(offeringName(fact)));
  const offerings = [...new Set([...names, ...ctx.profile.offerings.map(lowerFirst)])];
  const middles = [
    ...[3, 2, 1].flatMap((count) =>
      offerings.length >= count
        ? wordings(
            ctx,
            OFFER_SENTENCES,
            { lijst: listOf(shuffle(ctx.random, offerings).slice(0, count)) },
            6,
          )
        : [],
    ),
    ...(lead ? wordings(ctx, GENERAL_SENTENCES, {}, 8) : []),
  ];
  const closers = wordings(ctx, CLOSERS, {}, 6);
  const fits = (text: string) =>
    text.length >= META_DESCRIPTION_MIN && text.length <= META_DESCRIPTION_MAX;
  let best = "";
  for (const first of leads) {
    for (const middle of ["", ...middles]) {
      for (const closer of ["", ...closers]) {
        const text = [first, middle, closer].filter(Boolean).join(" ");
        if (fits(text)) return text;
        if (text.length <= META_DESCRIPTION_MAX && text.length > best.length) best = text;
      }
    }
  }
  return best || leads[0] || "";
}
