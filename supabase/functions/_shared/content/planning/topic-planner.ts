/**
 * Plans a subscription period's posts: exactly `quota` briefs, spread evenly over the period,
 * each a focus keyword with a kind of post (an angle of the business's archetype: "bestellen",
 * "de offerte", "de eerste afspraak"…) and a title.
 *
 * Variety rules: a focus keyword leads at most two posts of a period (four when the period has
 * 30 posts, focusKeywordLimit); the report's gaps and the profile's keywords come first, then
 * the offerings the site and profile name ("desembrood", "cv-ketel vervangen"), so a month
 * covers more than a few keywords; a keyword's second post takes another angle; no title
 * repeats within the plan or with `existingTopics` (case-insensitive). Only when the keywords
 * run out does a keyword lead a further post, with yet another angle. Deterministic: the same
 * input gives the same plan.
 */
import type { SiteFact } from "../../contract/site-facts.ts";
import type { TopicReason } from "../../contract/topic-reason.ts";
import { archetypeContent } from "../archetypes/index.ts";
import type { TopicTemplate } from "../archetypes/types.ts";
import { offeringFacts, offeringName, priceOf, visible } from "../writing/builtin/fact-text.ts";
import { keywordTokens, labelled } from "../writing/builtin/keyword-sentences.ts";
import {
  type KeywordPhrase,
  keywordPhrase,
  namesProvider,
  placeNames,
} from "../keywords/keyword-phrase.ts";
import { hashString, seededRandom, shuffle } from "../random.ts";
import type { SearchTopic } from "./search-topics/choose-search-topics.ts";
import { sitePlaces } from "./search-topics/query-fit.ts";
import { fillTokens } from "../tone.ts";
import type { PlannedPost, ReportGap, WriterProfile } from "../types.ts";
import { variantAt, variantCount } from "../variety/variants.ts";

export interface PlanInput {
  profile: WriterProfile;
  gaps: ReportGap[];
  quota: number;
  /** ISO date or date-time; the period runs from here… */
  periodStart: string;
  /** …up to (not including) this day. */
  periodEnd: string;
  /** Every topic and title the customer already has: none is planned again. */
  existingTopics: string[];
  /** The visible site facts: offerings become keywords, prices allow a post about costs. */
  facts?: readonly SiteFact[];
  /** Focus keywords of the period's posts planned before (an upgrade adds to a month). */
  periodFocusKeywords?: string[];
  /** The period's whole quota, which sets the per-keyword limit (defaults to `quota`). */
  periodQuota?: number;
  /**
   * Topics from the customer's Search Console figures, best first (read-search-topics.ts): they
   * lead the first posts, one post each. Without them the plan is made from the profile alone.
   */
  searchTopics?: readonly SearchTopic[];
}

/** What 'Ander onderwerp' must differ from: the post's own keyword and topic. */
export interface TopicToReplace {
  focusKeyword: string;
  topic: string;
}

const DAY_MS = 86_400_000;
const MAX_OFFERING_KEYWORD = 40;
/**
 * A dish or product line of more words ("twee kroketten van de slager op brood") is a menu
 * line, not something people search for; as a focus keyword it would also fill a post.
 */
const MAX_OFFERING_KEYWORD_WORDS = 3;

/** How many posts of a period one focus keyword may lead: 2, or 4 in a month of 30. */
export function focusKeywordLimit(periodQuota: number): number {
  return Math.max(2, Math.ceil((periodQuota * 4) / 30));
}

function utcDay(iso: string): number {
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day)) throw new Error(`Ongeldige datum: ${iso}`);
  return day;
}

/** Day offsets in [0, days): the middle of `quota` equal slices of the period. */
function spreadDays(quota: number, days: number): number[] {
  return Array.from({ length: quota }, (_, i) => Math.floor(((i + 0.5) * days) / quota));
}

const keyOf = (keyword: string) => keyword.replace(/\s+/g, " ").trim().toLocaleLowerCase("nl");

function unique(keywords: readonly string[], seen = new Set<string>()): string[] {
  const result: string[] = [];
  for (const keyword of keywords) {
    const clean = keyword.replace(/\s+/g, " ").trim();
    if (clean === "" || seen.has(keyOf(clean))) continue;
    seen.add(keyOf(clean));
    result.push(clean);
  }
  return result;
}

/** Offerings that read as a search phrase: placeable, short, not already a target keyword. */
function offeringKeywords(
  input: PlanInput,
  places: ReadonlyMap<string, string>,
  taken: Set<string>,
) {
  const names = [...offeringFacts(input.facts ?? []).map(offeringName), ...input.profile.offerings]
    // "Appeltaart (8 personen)" is searched as "appeltaart"; a size or count is not a keyword.
    .map((name) =>
      name
        .replace(/\s*\([^)]*\)/g, "")
        .trim()
        .toLocaleLowerCase("nl"),
    )
    .filter((name) => name !== "" && !/\d/.test(name));
  return unique(names, taken).filter(
    (name) =>
      name.length <= MAX_OFFERING_KEYWORD &&
      name.split(/\s+/).length <= MAX_OFFERING_KEYWORD_WORDS &&
      keywordPhrase(name, places).placeable,
  );
}

/**
 * Target keywords without a place, with the region added ("balayage" → "balayage groningen"):
 * local searches a small business can rank for, when the region is one place name.
 */
function regionalKeywords(
  profile: WriterProfile,
  targets: readonly string[],
  places: ReadonlyMap<string, string>,
) {
  const region = profile.region.replace(/\s+/g, " ").trim();
  if (region === "" || region.split(" ").length > 2) return [];
  const taken = new Set(targets.map(keyOf));
  return targets
    .filter((keyword) => {
      const phrase = keywordPhrase(keyword, places);
      return phrase.placeable && phrase.place === null && phrase.kind !== "question";
    })
    .map((keyword) => `${keyword} ${region.toLocaleLowerCase("nl")}`)
    .filter((keyword) => !taken.has(keyOf(keyword)) && keyword.length <= MAX_OFFERING_KEYWORD + 20);
}

/** At most this many "provider in a served place" keywords ("loodgieter leusden"). */
const MAX_SERVED_PLACE_KEYWORDS = 8;

/**
 * The provider keywords in the other places the site says it serves ("loodgieter amersfoort"
 * with Leusden and Soest on the site → "loodgieter leusden", "loodgieter soest"): real local
 * searches, so a month of 30 posts has enough keywords to keep each under its limit.
 */
function servedPlaceKeywords(
  input: PlanInput,
  targets: readonly string[],
  places: ReadonlyMap<string, string>,
): string[] {
  const served = sitePlaces(input.facts ?? []).map((place) => place.replace(/\s+/g, " ").trim());
  const providers = unique(
    targets
      .map((keyword) => keywordPhrase(keyword, places))
      .filter((phrase) => phrase.placeable && namesProvider(phrase))
      .map((phrase) => phrase.subject.toLocaleLowerCase("nl")),
  );
  const taken = new Set(targets.map(keyOf));
  return providers
    .flatMap((subject) => served.map((place) => `${subject} ${place.toLocaleLowerCase("nl")}`))
    .filter((keyword) => !taken.has(keyOf(keyword)))
    .slice(0, MAX_SERVED_PLACE_KEYWORDS);
}

interface FocusEntry {
  keyword: string;
  reason: TopicReason;
}

const PROFILE_REASON: TopicReason = { kind: "profile-keyword" };

/**
 * The focus keywords of the posts in order: Search Console's topics, then each target keyword (gaps first) once, then
 * offerings and second uses of the targets in turn, up to the limit per keyword; further
 * rounds only when the quota asks for more than the keywords allow.
 */
function focusOrder(
  input: PlanInput,
  quota: number,
  places: ReadonlyMap<string, string>,
): FocusEntry[] {
  const targets = unique([...input.gaps.map((gap) => gap.keyword), ...input.profile.keywords]);
  const placeable = (k: string) => keywordPhrase(k, places).placeable;
  // A keyword no sentence can carry leads a post only when nothing else is left.
  const ranked = [...targets.filter(placeable), ...targets.filter((k) => !placeable(k))];
  if (ranked.length === 0) throw new Error("Geen zoekwoorden om onderwerpen voor te plannen");
  const offeringNames = offeringKeywords(input, places, new Set(ranked.map(keyOf)));
  const offerings = unique([
    ...offeringNames,
    ...regionalKeywords(input.profile, ranked, places),
    // The offerings in the region too ("knippen en föhnen groningen"), for a Power month.
    ...regionalKeywords(input.profile, [...ranked, ...offeringNames], places),
    ...servedPlaceKeywords(input, ranked, places),
  ]);
  const limit = focusKeywordLimit(input.periodQuota ?? quota);
  const uses = new Map<string, number>();
  for (const keyword of input.periodFocusKeywords ?? []) {
    uses.set(keyOf(keyword), (uses.get(keyOf(keyword)) ?? 0) + 1);
  }
  const order: FocusEntry[] = [];
  const take = (keyword: string, max: number, reason: TopicReason = PROFILE_REASON) => {
    if (order.length >= quota || (uses.get(keyOf(keyword)) ?? 0) >= max) return;
    uses.set(keyOf(keyword), (uses.get(keyOf(keyword)) ?? 0) + 1);
    order.push({ keyword, reason });
  };
  // Search Console's topics first, each once (a query already used this period is not taken).
  for (const topic of input.searchTopics ?? []) take(topic.keyword, 1, topic.reason);
  ranked.forEach((keyword) => take(keyword, 1));
  const second = [...ranked];
  for (let i = 0; order.length < quota && i < Math.max(offerings.length, second.length); i++) {
    if (offerings[i]) take(offerings[i]!, 1);
    if (second[i]) take(second[i]!, limit);
  }
  for (let round = 2; order.length < quota && round < 100; round++) {
    const before = order.length;
    for (const keyword of [...ranked, ...offerings]) take(keyword, Math.min(round, limit));
    if (order.length === before) break;
  }
  // Every keyword is at its limit (a site and profile with fewer than quota ÷ limit keywords):
  // the rest go round again, each with another angle.
  for (let i = 0; order.length < quota; i++) {
    const keyword = [...ranked, ...offerings][i % (ranked.length + offerings.length)]!;
    order.push({ keyword, reason: PROFILE_REASON });
  }
  return order;
}

function secondaryFor(focus: string, keywords: string[], index: number): string[] {
  const others = unique(keywords).filter((k) => keyOf(k) !== keyOf(focus));
  if (others.length === 0) return [];
  const count = Math.min(others.length, [2, 3, 1][index % 3]!);
  return Array.from({ length: count }, (_, i) => others[(index + i) % others.length]!);
}

function hasPrices(facts: readonly SiteFact[]): boolean {
  return visible(facts).some(
    (fact) =>
      (fact.kind === "price" && fact.priceCents !== null) ||
      (fact.kind === "offering" && priceOf(fact, facts) !== null),
  );
}

/** Every title an angle offers for a keyword, in the profile's tone. */
function titlesOf(
  template: TopicTemplate,
  phrase: KeywordPhrase,
  profile: WriterProfile,
): string[] {
  return template.titles.flatMap((title) => {
    const labelledTitle = labelled(title, phrase);
    return Array.from({ length: variantCount(labelledTitle) }, (_, i) =>
      fillTokens(variantAt(labelledTitle, i), profile.tone, {
        ...keywordTokens(phrase),
        regio: profile.region,
      }),
    );
  });
}

/** The angle a topic was written from, when it is one of the archetype's titles. */
export function angleOfTopic(
  topic: string,
  focusKeyword: string,
  input: Pick<PlanInput, "profile" | "facts">,
) {
  const places = placeNames(input.profile.region, sitePlaces(input.facts ?? []));
  const phrase = keywordPhrase(focusKeyword, places);
  const wanted = keyOf(topic);
  return archetypeContent(input.profile.archetype).topics.find((template) =>
    titlesOf(template, phrase, input.profile).some((title) => keyOf(title) === wanted),
  )?.angle;
}

export function planTopics(input: PlanInput, replacing?: TopicToReplace): PlannedPost[] {
  const quota = Math.max(0, Math.floor(input.quota));
  if (quota === 0) return [];
  const { profile } = input;
  const places = placeNames(profile.region, sitePlaces(input.facts ?? []));
  const order = focusOrder(input, quota, places);
  const keywords = order.map((entry) => entry.keyword);
  const start = utcDay(input.periodStart);
  const days = Math.max(1, Math.round((utcDay(input.periodEnd) - start) / DAY_MS));
  const used = new Set(input.existingTopics.map(keyOf));
  const prices = hasPrices(input.facts ?? []);
  const random = seededRandom(
    hashString(`${profile.businessName}|${profile.archetype}|${keywords.join("|")}`),
  );
  const angles = shuffle(random, archetypeContent(profile.archetype).topics).filter(
    (template) => prices || !template.needsPrices,
  );
  const anglesOfKeyword = new Map<string, Set<string>>();
  if (replacing) {
    const angle = angleOfTopic(replacing.topic, replacing.focusKeyword, input);
    if (angle) anglesOfKeyword.set(keyOf(replacing.focusKeyword), new Set([angle]));
  }
  let nextAngle = 0;

  return spreadDays(quota, days).map((offset, i) => {
    const { keyword: focusKeyword, reason } = order[i]!;
    const phrase = keywordPhrase(focusKeyword, places);
    const taken = anglesOfKeyword.get(keyOf(focusKeyword)) ?? new Set<string>();
    // Angles in turn over the month; a keyword's next post never repeats one of its angles.
    const rotation = [
      ...angles.slice(nextAngle % angles.length),
      ...angles.slice(0, nextAngle % angles.length),
    ];
    const candidates = [
      ...rotation.filter((a) => !taken.has(a.angle)),
      ...rotation.filter((a) => taken.has(a.angle)),
    ];
    let topic = "";
    let angle = "";
    for (const template of candidates) {
      topic = titlesOf(template, phrase, profile).find((title) => !used.has(keyOf(title))) ?? "";
      if (topic !== "") {
        angle = template.angle;
        break;
      }
    }
    if (topic === "") {
      // Every title of every angle is taken for this keyword: number the parts.
      const base = titlesOf(candidates[0]!, phrase, profile)[0]!;
      angle = candidates[0]!.angle;
      for (let part = 2; topic === "" || used.has(keyOf(topic)); part++)
        topic = `${base} (deel ${part})`;
    }
    nextAngle++;
    used.add(keyOf(topic));
    anglesOfKeyword.set(keyOf(focusKeyword), new Set([...taken, angle]));
    return {
      topic,
      focusKeyword,
      secondaryKeywords: secondaryFor(focusKeyword, profile.keywords, i),
      plannedFor: new Date(start + offset * DAY_MS).toISOString().slice(0, 10),
      reason,
    };
  });
}

/**
 * 'Ander onderwerp': one new brief for a planned post, with another focus keyword when the
 * period allows one (the least used first), else the same keyword from another angle; never a
 * topic the customer already has.
 */
export function replacementTopic(input: PlanInput, replacing: TopicToReplace): PlannedPost | null {
  const others = (input.periodFocusKeywords ?? []).filter(
    (k) => keyOf(k) !== keyOf(replacing.focusKeyword),
  );
  const [next] = planTopics(
    {
      ...input,
      quota: 1,
      // The post's own keyword counts as used up, so another keyword is chosen while one is free.
      periodFocusKeywords: [
        ...others,
        ...Array(focusKeywordLimit(input.periodQuota ?? 1)).fill(replacing.focusKeyword),
      ],
      existingTopics: [...input.existingTopics, replacing.topic],
    },
    replacing,
  );
  return next ?? null;
}
