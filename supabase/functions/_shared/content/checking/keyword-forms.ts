/**
 * Where a keyword occurs in a text, in the forms a Dutch reader accepts: the words as typed
 * ("desembrood"), a plural of the last word ("desembroden") and, for a keyword that ends in a
 * place ("bakker utrecht"), the natural form with a preposition ("bakker in Utrecht", "bakker
 * uit de regio Utrecht"). The bare form of such a keyword in running text ("Vergeet bakker
 * Utrecht niet") is what search keywords look like, not Dutch: the stuffing check reports it,
 * and the keyword-placement checks accept the natural form, so a writer never has to force it.
 *
 * Works on normalised words (text/keyword-match.ts): case, accents and punctuation fold away.
 */
import { normaliseWords } from "../../text/keyword-match.ts";

/** Words that may stand between a keyword's subject and its place ("bakker in de regio Utrecht"). */
const CONNECTORS = new Set([
  "in",
  "uit",
  "te",
  "rond",
  "rondom",
  "bij",
  "nabij",
  "voor",
  "regio",
  "omgeving",
  "de",
  "het",
  "van",
  "en",
  "centrum",
]);
const MAX_CONNECTORS = 3;
/**
 * The forms a keyword's last word may take: as typed, and its Dutch plurals ("bakker" →
 * "bakkers", "taart" → "taarten", "brood" → "broden", "huis" → "huizen", "bus" → "bussen").
 */
export function wordForms(word: string): string[] {
  const forms = [word, `${word}s`, `${word}en`, `${word}n`, `${word}es`];
  const undoubled = word.replace(/([aeou])\1([^aeiouy])$/, "$1$2");
  if (undoubled !== word) forms.push(`${undoubled}en`);
  if (/f$/.test(word)) forms.push(`${word.slice(0, -1)}ven`);
  if (/s$/.test(word)) forms.push(`${word.slice(0, -1)}zen`);
  if (/[aeiou][bdfgklmnprst]$/.test(word) && !/[aeiou]{2}.$/.test(word)) {
    forms.push(`${word}${word.slice(-1)}en`);
  }
  return forms;
}

export interface KeywordShape {
  /** The subject words ("bakker"); the whole keyword when it has no place. */
  head: string[];
  /** The place words at the end ("utrecht"), or empty. */
  place: string[];
  /** The forms the head's last word may take (wordForms). */
  lastForms: ReadonlySet<string>;
}

export interface Occurrence {
  /** Index of the first word in the normalised word list. */
  start: number;
  /** Index after the last word. */
  end: number;
  /** A keyword with a place, written without a preposition ("bakker utrecht"). */
  bare: boolean;
}

export function words(text: string): string[] {
  const normalised = normaliseWords(text);
  return normalised === "" ? [] : normalised.split(" ");
}

/** The same words as `words`, in lower case but with their accents, for quoting back. */
export function displayWords(text: string): string[] {
  return text
    .normalize("NFC")
    .toLocaleLowerCase("nl")
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word !== "");
}

/** Place names as word lists, longest first (so "den haag" wins over "haag"). */
export function placeWordLists(places: readonly string[]): string[][] {
  const lists = places.map(words).filter((list) => list.length > 0);
  return lists.sort((a, b) => b.length - a.length);
}

function endsWith(list: string[], suffix: string[]): boolean {
  if (suffix.length === 0 || suffix.length >= list.length) return false;
  const offset = list.length - suffix.length;
  return suffix.every((word, i) => list[offset + i] === word);
}

/** Splits "bakker utrecht" into its subject and its place, when it ends in one of `places`. */
export function keywordShape(keyword: string, places: readonly string[]): KeywordShape {
  const all = words(keyword);
  const place = placeWordLists(places).find((candidate) => endsWith(all, candidate)) ?? [];
  const head = all.slice(0, all.length - place.length);
  return { head, place, lastForms: new Set(wordForms(head.at(-1) ?? "")) };
}

/** The head at `at`: its words as written, the last one in any of its forms. */
function headAt(text: string[], at: number, shape: KeywordShape): boolean {
  const last = shape.head.length - 1;
  for (let i = 0; i < last; i += 1) if (text[at + i] !== shape.head[i]) return false;
  return shape.lastForms.has(text[at + last] ?? "");
}

function exactAt(text: string[], at: number, list: string[]): boolean {
  return list.every((word, i) => text[at + i] === word);
}

/** Every occurrence of the keyword in a list of normalised words. */
export function occurrencesIn(text: string[], shape: KeywordShape): Occurrence[] {
  const found: Occurrence[] = [];
  if (shape.head.length === 0) return found;
  for (let at = 0; at < text.length; at += 1) {
    if (shape.place.length === 0) {
      if (headAt(text, at, shape)) {
        found.push({ start: at, end: at + shape.head.length, bare: false });
        at += shape.head.length - 1;
      }
      continue;
    }
    if (!headAt(text, at, shape)) continue;
    let next = at + shape.head.length;
    let connectors = 0;
    while (connectors < MAX_CONNECTORS && CONNECTORS.has(text[next] ?? "")) {
      if (exactAt(text, next, shape.place)) break;
      next += 1;
      connectors += 1;
    }
    if (!exactAt(text, next, shape.place)) continue;
    const end = next + shape.place.length;
    found.push({ start: at, end, bare: connectors === 0 });
    at = end - 1;
  }
  return found;
}

/** True when the text names the keyword in any accepted form. */
export function mentionsKeyword(text: string, keyword: string, places: readonly string[]): boolean {
  return occurrencesIn(words(text), keywordShape(keyword, places)).length > 0;
}
