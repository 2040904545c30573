/**
 * Whether a Search Console query fits the business well enough to lead a post. A property's
 * queries include searches for the business itself ("bakkerij de vries openingstijden"), for
 * other companies ("bakkerij jansen"), for places the business does not serve and in other
 * languages; a post about any of those would miss its reader. The rule is deliberately strict:
 * every word of the query must be a word the business uses (its keywords, offerings and sector),
 * a place it serves, a Dutch verb the writer knows or a common Dutch search word from the lists
 * below. An unknown word may be
 * another company's name, so such a query is skipped rather than guessed at — the planner then
 * falls back on the profile's own keywords, which is never wrong.
 */
import { KEYWORD_MAX_LENGTH } from "../../../contract/keywords.ts";
import type { SiteFact } from "../../../contract/site-facts.ts";
import { normaliseWords } from "../../../text/keyword-match.ts";
import { offeringFacts, offeringName, visible } from "../../writing/builtin/fact-text.ts";
import { DUTCH_PLACES } from "../../keywords/dutch-places.ts";
import { isVerb, QUESTION_WORDS } from "../../keywords/dutch-words.ts";
import { keywordPhrase } from "../../keywords/keyword-phrase.ts";
import type { WriterProfile } from "../../types.ts";

export type QueryVerdict =
  | "fits"
  /** Digits or brackets: sizes, years and model numbers make poor focus keywords. */
  | "has-digits"
  | "own-brand"
  /** Looking for an address, opening hours, a login or reviews, not for information. */
  | "navigational"
  | "not-dutch"
  /** Names a place the business does not name as its region or on its site. */
  | "other-place"
  /** A word the business does not use: perhaps another company's name. */
  | "unknown-word"
  /** No word of what the business offers. */
  | "off-topic"
  /** No sentence can carry the words in this order ("utrecht desembrood"). */
  | "awkward"
  | "too-long";

const MAX_QUERY_WORDS = 6;

const NAVIGATIONAL = new Set([
  "openingstijden",
  "geopend",
  "open",
  "adres",
  "route",
  "telefoon",
  "telefoonnummer",
  "contact",
  "email",
  "inloggen",
  "login",
  "vacature",
  "vacatures",
  "klantenservice",
  "reviews",
  "review",
  "ervaringen",
  "recensies",
  // "… bij mij in de buurt" asks for a shop nearby, not for a post.
  "buurt",
  "www",
  "nl",
  "com",
]);

/** Words a Dutch search shares with no Dutch sentence. */
const ENGLISH = new Set([
  "the",
  "best",
  "near",
  "me",
  "buy",
  "price",
  "prices",
  "cost",
  "cheap",
  "recipe",
  "guide",
  "how",
  "what",
  "where",
  "shop",
  "for",
  "and",
  "with",
  "vs",
]);

/** Dutch search words that read well around a business's own words in a title. */
const SEARCH_WORDS = new Set([
  ...QUESTION_WORDS,
  "kopen",
  "bestellen",
  "online",
  "bezorgen",
  "laten",
  "bezorgd",
  "afhalen",
  "beste",
  "goede",
  "goedkoop",
  "goedkope",
  "lokale",
  "lokaal",
  "ambachtelijk",
  "ambachtelijke",
  "duurzaam",
  "duurzame",
  "vers",
  "verse",
  "biologisch",
  "biologische",
  "snel",
  "kosten",
  "kost",
  "prijs",
  "prijzen",
  "tarief",
  "tarieven",
  "recept",
  "maken",
  "zelf",
  "doen",
  "tips",
  "soorten",
  "verschil",
  "voordelen",
  "nadelen",
  "onderhoud",
  "vergelijken",
  "kies",
  "kiezen",
  "moeite",
  "waard",
  "lang",
  "duurt",
  "je",
  "is",
  "de",
  "het",
  "een",
  "of",
  "en",
  "met",
  "zonder",
  "voor",
  "van",
  "in",
  "bij",
  "op",
  "te",
]);

/** What the business is about, in normalised words. */
export interface BusinessWords {
  /** Words of its keywords, offerings and sector ("desembrood", "taart", "bakkerij"). */
  subjects: ReadonlySet<string>;
  /** The places it serves: its region and the places its site names (normalised phrases). */
  ownPlaces: ReadonlySet<string>;
  /** Words of the business name that say nothing else ("vries" of "Bakkerij De Vries"). */
  brandWords: ReadonlySet<string>;
}

const words = (text: string) => normaliseWords(text).split(" ").filter(Boolean);

const ALL_PLACES = new Set(DUTCH_PLACES.map(normaliseWords));

/** The places the site names (its visible place facts). */
export function sitePlaces(facts: readonly SiteFact[]): string[] {
  return visible(facts)
    .filter((fact) => fact.kind === "place" && fact.name)
    .map((fact) => fact.name!);
}

export function businessWords(
  profile: Pick<WriterProfile, "keywords" | "offerings" | "sector" | "region" | "businessName">,
  facts: readonly SiteFact[] = [],
): BusinessWords {
  const ownPlaces = new Set(
    [profile.region, ...profile.region.split(/[\s,/]+/), ...sitePlaces(facts)]
      .map(normaliseWords)
      .filter((place) => place.length >= 3),
  );
  const isPlaceWord = (word: string) => ownPlaces.has(word) || ALL_PLACES.has(word);
  const subjects = new Set(
    [
      ...profile.keywords,
      ...profile.offerings,
      ...offeringFacts(facts).map(offeringName),
      profile.sector,
    ]
      .flatMap(words)
      .filter((word) => word.length >= 3 && !/\d/.test(word))
      .filter((word) => !SEARCH_WORDS.has(word) && !NAVIGATIONAL.has(word) && !isPlaceWord(word)),
  );
  const brandWords = new Set(
    words(profile.businessName).filter(
      (word) => !subjects.has(word) && !SEARCH_WORDS.has(word) && !isPlaceWord(word),
    ),
  );
  return { subjects, ownPlaces, brandWords };
}

/** "taarten", "broodjes" and "desembroden" are the business's "taart", "brood", "desembrood". */
function isSubject(word: string, subjects: ReadonlySet<string>): boolean {
  if (subjects.has(word)) return true;
  return [...subjects].some(
    (subject) =>
      subject.length >= 4 &&
      word.startsWith(subject) &&
      /^(s|en|n|je|jes|tje|tjes)$/.test(word.slice(subject.length)),
  );
}

/** The places the query names (one to three words each), with the words they cover. */
function namedPlaces(tokens: readonly string[], known: (phrase: string) => boolean) {
  const found: Array<{ place: string; from: number; to: number }> = [];
  for (let from = 0; from < tokens.length; from++) {
    for (let length = 3; length >= 1; length--) {
      const phrase = tokens.slice(from, from + length).join(" ");
      if (from + length <= tokens.length && known(phrase)) {
        found.push({ place: phrase, from, to: from + length });
        from += length - 1;
        break;
      }
    }
  }
  return found;
}

/**
 * Judges one query. `places` is the planner's map of place names (placeNames): it decides, like
 * for every other focus keyword, whether a sentence can carry the query.
 */
export function judgeQuery(
  query: string,
  business: BusinessWords,
  places: ReadonlyMap<string, string>,
): QueryVerdict {
  const clean = query.replace(/\s+/g, " ").trim();
  if (/[\d()[\]]/.test(clean)) return "has-digits";
  const tokens = words(clean);
  if (tokens.some((token) => business.brandWords.has(token))) return "own-brand";
  if (tokens.some((token) => NAVIGATIONAL.has(token))) return "navigational";
  if (tokens.some((token) => ENGLISH.has(token) && !SEARCH_WORDS.has(token))) return "not-dutch";
  const placesNamed = namedPlaces(
    tokens,
    (phrase) => business.ownPlaces.has(phrase) || ALL_PLACES.has(phrase),
  );
  if (placesNamed.some(({ place }) => !business.ownPlaces.has(place))) return "other-place";
  const inPlace = new Set(placesNamed.flatMap(({ from, to }) => range(from, to)));
  const rest = tokens.filter((_, i) => !inPlace.has(i));
  // A Dutch infinitive the writer knows ("vervangen", "bestellen") is an action, never a name.
  const known = (token: string) =>
    SEARCH_WORDS.has(token) || isVerb(token) || isSubject(token, business.subjects);
  if (rest.some((token) => !known(token))) {
    return "unknown-word";
  }
  if (!rest.some((token) => isSubject(token, business.subjects))) return "off-topic";
  const phrase = keywordPhrase(clean, places);
  if (!phrase.placeable || phrase.kind === "awkward") return "awkward";
  if (clean.length > KEYWORD_MAX_LENGTH || tokens.length > MAX_QUERY_WORDS) return "too-long";
  return "fits";
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
