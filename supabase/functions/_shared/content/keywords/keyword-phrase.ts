/**
 * A keyword as a phrase a Dutch sentence can carry. Customers type search phrases ("bakker
 * utrecht", "boekhouder zzp", "bruidstaart bestellen"); pasted into a sentence as written they
 * read as keyword stuffing ("Vergeet bakker Utrecht niet"). This module says what kind of phrase
 * a keyword is and how a sentence says it: "een bakker in Utrecht", "een boekhouder voor
 * zzp'ers", "een bruidstaart bestellen". A keyword whose word order no sentence can carry
 * ("kapper goedkoop", "utrecht bakker") is not placeable: the writer reports it instead of
 * forcing it in.
 *
 * `containsKeywordPhrase` is the matching rule that goes with it: the keyword's words in order,
 * with at most two small connecting words between them ("bakker in Utrecht", "boekhouder voor
 * het mkb"), so the natural phrase counts as the keyword wherever a draft is checked.
 */
import { containsKeyword, normaliseWords } from "../../text/keyword-match.ts";
import { DUTCH_PLACES } from "./dutch-places.ts";
import { AUDIENCES, indefiniteArticle, isVerb, QUESTION_WORDS } from "./dutch-words.ts";

export type KeywordKind = "noun" | "action" | "audience" | "question" | "awkward";

export interface KeywordPhrase {
  /** The keyword as given (spaces collapsed). */
  keyword: string;
  kind: KeywordKind;
  /** For running text: "bakker in Utrecht", "bruidstaart bestellen", "desembrood". */
  phrase: string;
  /** With "een" where the head noun takes it: "een bakker in Utrecht", "desembrood". */
  withArticle: string;
  /** What the keyword is about, without place or verb: "bakker", "bruidstaart", "desembrood". */
  subject: string;
  /** The place the keyword ends in, spelled as on a map ("Den Bosch"), or null. */
  place: string | null;
  /** False when no sentence can carry the keyword naturally (see the module comment). */
  placeable: boolean;
}

/** Words that may sit between a keyword's words in a natural phrase. */
const CONNECTORS = new Set([
  "in",
  "voor",
  "de",
  "het",
  "een",
  "te",
  "van",
  "bij",
  "uit",
  "rond",
  "om",
  "op",
  "met",
  "en",
  "s",
]);
const MAX_GAP = 2;

/** Adjectives that follow the noun only in search phrases ("kapper goedkoop"). */
const TRAILING_ADJECTIVES = new Set([
  "goedkoop",
  "goedkope",
  "beste",
  "snel",
  "dichtbij",
  "spoed",
  "gratis",
  "online",
  "vandaag",
  "nu",
  "direct",
  "open",
]);

const SMALL_PLACE_WORDS = new Set(["aan", "den", "de", "op", "in", "en", "bij"]);
/** Words of a region as customers write it ("Regio Groot-Amsterdam en de Zaanstreek") that name no place. */
const NOT_PLACES = new Set([
  "regio",
  "provincie",
  "gemeente",
  "omgeving",
  "rond",
  "rondom",
  "heel",
  "stad",
  "noord",
  "zuid",
  "oost",
  "west",
]);

/** "den bosch" → "Den Bosch", "alphen aan den rijn" → "Alphen aan den Rijn". */
function placeSpelling(place: string): string {
  return place
    .split(" ")
    .map((word, index) =>
      index > 0 && SMALL_PLACE_WORDS.has(word)
        ? word
        : word
            .split("-")
            .map((part) =>
              part.startsWith("'s") ? part : part.charAt(0).toUpperCase() + part.slice(1),
            )
            .join("-"),
    )
    .join(" ");
}

/**
 * The places a keyword may end in, lower-cased, mapped to their spelling: the region (whole and
 * its words), the site's own places, and the larger Dutch towns and provinces.
 */
export function placeNames(
  region: string,
  sitePlaces: readonly string[] = [],
): Map<string, string> {
  const names = new Map<string, string>();
  for (const place of DUTCH_PLACES) names.set(place, placeSpelling(place));
  const own = [region, ...region.split(/[\s,/]+/), ...sitePlaces];
  for (const name of own) {
    const clean = name.replace(/\s+/g, " ").trim();
    const lower = clean.toLocaleLowerCase("nl");
    // A region typed in lower case ("zwolle") is spelled as on a map.
    const spelled = clean === lower ? placeSpelling(clean) : clean;
    if (clean.length >= 3 && !NOT_PLACES.has(lower) && !SMALL_PLACE_WORDS.has(lower)) {
      names.set(lower, spelled);
    }
  }
  return names;
}

function trailingPlace(
  words: readonly string[],
  places: ReadonlyMap<string, string>,
): { place: string; count: number } | null {
  for (let count = Math.min(4, words.length - 1); count >= 1; count--) {
    const tail = words
      .slice(words.length - count)
      .join(" ")
      .toLocaleLowerCase("nl");
    const spelled = places.get(tail);
    if (spelled) return { place: spelled, count };
  }
  return null;
}

function leadingPlace(words: readonly string[], places: ReadonlyMap<string, string>): boolean {
  if (words.length < 2) return false;
  return [1, 2].some(
    (count) =>
      count < words.length && places.has(words.slice(0, count).join(" ").toLocaleLowerCase("nl")),
  );
}

const join = (...parts: string[]) => parts.filter((part) => part !== "").join(" ");

/** What kind of phrase the keyword is and how a sentence says it. */
export function keywordPhrase(keyword: string, places: ReadonlyMap<string, string>): KeywordPhrase {
  const clean = keyword.replace(/\s+/g, " ").trim();
  const words = clean === "" ? [] : clean.split(" ");
  const found = trailingPlace(words, places);
  const rest = found ? words.slice(0, words.length - found.count) : words;
  const place = found?.place ?? null;
  const where = place ? `in ${place}` : "";
  const base = { keyword: clean, place };
  const awkward = (): KeywordPhrase => ({
    ...base,
    kind: "awkward",
    phrase: clean,
    withArticle: clean,
    subject: rest.join(" "),
    placeable: false,
  });
  // A place alone ("utrecht") or before its noun ("utrecht bakker") is no phrase a sentence uses.
  if (
    rest.length === 0 ||
    leadingPlace(rest, places) ||
    places.has(clean.toLocaleLowerCase("nl"))
  ) {
    return awkward();
  }
  const lower = rest.map((word) => word.toLocaleLowerCase("nl"));
  const last = lower[lower.length - 1]!;

  if (QUESTION_WORDS.has(lower[0]!)) {
    const phrase = join(rest.join(" "), where);
    return {
      ...base,
      kind: "question",
      phrase,
      withArticle: phrase,
      subject: phrase,
      placeable: true,
    };
  }
  // "knippen en föhnen": verbs joined by "en" read as one activity.
  if (lower.length >= 3 && lower.every((word, i) => (i % 2 === 1 ? word === "en" : isVerb(word)))) {
    const phrase = join(rest.join(" "), where);
    return {
      ...base,
      kind: "action",
      phrase,
      withArticle: phrase,
      subject: phrase,
      placeable: true,
    };
  }
  // "jaarrekening laten maken": "laten" may stand before the last verb.
  const verbCount =
    lower.length >= 3 && lower[lower.length - 2] === "laten" && isVerb(last) ? 2 : 1;
  const numberAfterNoun = lower.slice(1).some((word) => /^\d/.test(word));
  // "kapper goedkoop", "bestellen taart", "loodgieter 24 uur": search-box word order.
  if (TRAILING_ADJECTIVES.has(last) || lower.slice(0, -verbCount).some(isVerb) || numberAfterNoun) {
    return awkward();
  }
  if (isVerb(last)) {
    const object = rest.slice(0, -verbCount).join(" ");
    const verb = rest.slice(-verbCount).join(" ");
    return {
      ...base,
      kind: "action",
      phrase: join(object, verb, where),
      withArticle: join(object === "" ? "" : indefiniteArticle(object), object, verb, where),
      subject: object === "" ? verb : object,
      placeable: true,
    };
  }
  const audience = AUDIENCES[last];
  if (audience && rest.length >= 2) {
    const head = rest.slice(0, -1).join(" ");
    const phrase = join(head, "voor", audience, where);
    return {
      ...base,
      kind: "audience",
      phrase,
      withArticle: join(indefiniteArticle(head), phrase),
      subject: head,
      placeable: true,
    };
  }
  const subject = rest.join(" ");
  return {
    ...base,
    kind: "noun",
    phrase: join(subject, where),
    withArticle: join(indefiniteArticle(subject), subject, where),
    subject,
    placeable: true,
  };
}

/**
 * True when the text carries the keyword: its words in this order, whole words, each next word
 * right after the previous one or after at most two connecting words ("bakker in Utrecht" for
 * "bakker utrecht"). Case, accents and punctuation are ignored, as in the report's checks.
 */
export function containsKeywordPhrase(text: string, keyword: string): boolean {
  if (containsKeyword(text, keyword)) return true;
  const wanted = normaliseWords(keyword).split(" ").filter(Boolean);
  if (wanted.length < 2) return false;
  const words = normaliseWords(text).split(" ");
  for (let start = 0; start < words.length; start++) {
    if (words[start] !== wanted[0]) continue;
    let at = start;
    let matched = 1;
    while (matched < wanted.length) {
      let next = at + 1;
      while (next < words.length && next - at - 1 < MAX_GAP && words[next] !== wanted[matched]) {
        if (!CONNECTORS.has(words[next]!)) break;
        next++;
      }
      if (words[next] !== wanted[matched]) break;
      at = next;
      matched++;
    }
    if (matched === wanted.length) return true;
  }
  return false;
}

/** Endings of people and businesses one chooses: "bakker", "installateur", "fysiotherapeut". */
const PROVIDER_ENDING =
  /(?:er|eur|ist|arts|aar|eut|ien|man|kantoor|salon|studio|praktijk|winkel|restaurant|café|school|bureau|zaak|centrum|lunchroom|bakkerij|garage|makelaar|notaris)$/i;

/**
 * True when the keyword names whom or where the reader chooses ("bakker in Utrecht",
 * "administratiekantoor", "rijschool"): "Zoekt u een bakker?" reads well. For anything else
 * ("rugklachten", "dry needling", "desembrood") a sentence asks about it instead of searching it.
 */
export function namesProvider(phrase: KeywordPhrase): boolean {
  return (
    (phrase.kind === "noun" || phrase.kind === "audience") &&
    PROVIDER_ENDING.test(phrase.subject.split(" ").at(-1) ?? "")
  );
}
