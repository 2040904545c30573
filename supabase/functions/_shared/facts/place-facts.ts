/**
 * Places the business is in or works in: the town of an address ("3818 BM Amersfoort"), the
 * places listed after "werkgebied", "wij werken in", "les in" …, and known Dutch places named
 * after "in", "rond", "regio" … ("Rijles in Groningen"). Not after "uit" or "van" on their own:
 * "meel uit de Betuwe" or "kaas van Texel" says where goods come from, not where the business
 * works ("klanten uit Zwolle" is an area phrase). One fact per place, with the sentence that
 * names it.
 */
import { isKnownPlace } from "./dutch-places.ts";
import { candidate, sentencesOf, type FactCandidate } from "./fact-candidate.ts";
import type { ReadPage } from "./page-reader.ts";

/** A Dutch postcode and the town after it. */
export const POSTCODE_TOWN =
  /\b[1-9]\d{3}\s?[A-Z]{2}\b,?\s+((?:'s[- ]|'t\s)?[A-Z][\p{L}'’]+(?:[ -](?:aan|op|in|bij|de|den|der|a\/d|[A-Z][\p{L}'’]+))*)/u;

/** A street address with its postcode and town: "Kapelweg 41, 3818 BM Amersfoort". */
export const STREET_AND_TOWN = new RegExp(
  String.raw`[A-Z][\p{L}.'’ -]*?\s\d+\s?[a-zA-Z]?(?:-\d+)?,?\s+` + POSTCODE_TOWN.source.slice(2),
  "u",
);

/** Words after which a place is named: "in Utrecht", "regio Zwolle", "rond Amersfoort". */
const CUE = /\b(?:in|rond|rondom|regio|omgeving|te|tussen|heel|naar)\s+(?:de\s+|het\s+)?$/i;
/** Phrases that introduce the places the business works in: any capitalised name listed after them counts. */
const AREA_CUE =
  /\b(?:werkgebied|werkgebieden|werken in|werkzaam in|actief in|les(?:sen)? in|rijles in|bezorg(?:en|t)? (?:in|ook in)|leveren in|komen (?:bij (?:u|je) )?(?:in|naar)|in en rond|in de regio|in de omgeving van|patiënten uit|klanten uit|cliënten uit|leerlingen uit)\b[:\s]*/i;
const NAME =
  /^(?:'s[- ]|'t\s)?[A-Z][\p{L}'’]+(?:[ -](?:aan|op|in|bij|de|den|der|[A-Z][\p{L}'’]+))*$/u;

/** One word ("Hoevelaken", "Haarlem-Noord") or a Dutch article and a word ("Den Ham"). */
const SIMPLE_NAME =
  /^(?:(?:'s|'t|Den|De|Het|Sint|Oud|Nieuw)[- ])?[A-Z][\p{L}'’]+(?:-[A-Z][\p{L}'’]+)*$/u;

/**
 * The names listed from the start of `text`: "Amersfoort, Leusden, Soest en Baarn". A name we do
 * not know as a place counts only when it is simple, so "Zuidhorn bij Rijschool Van der Veen"
 * ends the list instead of becoming a place.
 */
function listedNames(text: string): string[] {
  const names: string[] = [];
  for (const item of text.split(/\s*,\s*|\s+(?:en|of)\s+/)) {
    const name = item.replace(/\s+(?:en omgeving|e\.o\.|omgeving)$/i, "").replace(/[.!;:)]+$/, "");
    if (!NAME.test(name)) break;
    if (!isKnownPlace(name) && !SIMPLE_NAME.test(name)) {
      const known = name.split(/\s+(?:bij|aan|op)\s+/)[0]!;
      if (known !== name && isKnownPlace(known)) names.push(known);
      break;
    }
    names.push(name);
  }
  return names;
}

/** Places a sentence names: after an area phrase any listed name, after "in" … known ones. */
export function placesIn(sentence: string): string[] {
  const found: string[] = [];
  const area = AREA_CUE.exec(sentence);
  if (area) found.push(...listedNames(sentence.slice(area.index + area[0].length)));
  const words =
    /(?:'s[- ]|'t\s)?[A-Z][\p{L}'’-]+(?:\s(?:aan|op|bij)\s(?:de[n]?\s)?[A-Z][\p{L}'’-]+|\s[A-Z][\p{L}'’-]+)*/gu;
  for (const match of sentence.matchAll(words)) {
    if (!CUE.test(sentence.slice(0, match.index))) continue;
    const listed = listedNames(sentence.slice(match.index));
    // A village we do not know counts when it is listed with two or more known places:
    // "in Zwolle, Hattem, Heino en Dalfsen".
    const withKnown = listed.filter(isKnownPlace).length >= 2;
    for (const name of listed) {
      if (isKnownPlace(name) || (withKnown && SIMPLE_NAME.test(name))) found.push(name);
    }
  }
  const town = POSTCODE_TOWN.exec(sentence)?.[1];
  if (town) found.push(town);
  return [...new Set(found)];
}

export function placeFacts(page: ReadPage): FactCandidate[] {
  const facts: FactCandidate[] = [];
  for (const block of page.blocks) {
    // An address spread over lines is one sentence: "Kapelweg 41, 3818 BM Amersfoort".
    const address = STREET_AND_TOWN.exec(block.text.split("\n").join(", "))?.[0];
    const sentences = address ? [address] : sentencesOf(block.text);
    for (const sentence of sentences) {
      for (const name of placesIn(sentence)) {
        facts.push(candidate(page, "place", { name, text: sentence, chrome: block.chrome }));
      }
    }
  }
  return facts;
}
