/**
 * Keywords placed for search engines instead of readers:
 * - density: a keyword's words make up more than KEYWORD_DENSITY_MAX of the article;
 * - the bare form of a keyword with a place in a sentence ("Vergeet bakker Utrecht niet"),
 *   where Dutch needs "bakker in Utrecht" (a business or fact name such as "Fysio Utrecht" is
 *   not a keyword);
 * - sentences that only exist to carry a keyword ("Ook X speelt hierbij een rol", "Denk daarbij
 *   ook aan X");
 * - the same keyword twice in one sentence.
 */
import { KEYWORD_DENSITY_MAX } from "../../contract/draft-checks.ts";
import { type DraftSentence, quoteList, runningText } from "./draft-text.ts";
import { keywordShape, type KeywordShape, occurrencesIn, words } from "./keyword-forms.ts";
import { visibleFacts } from "./support.ts";
import type { CheckInput, CheckOutcome } from "./types.ts";

/** Sentence frames around a keyword (written as "§"), on normalised words. */
const FILLER_FRAMES: readonly RegExp[] = [
  /^ook § speelt (?:hierbij |daarbij |hier |daar )?(?:ook )?een (?:\p{L}+ )?rol/u,
  /^vergeet § niet\b/u,
  /^denk (?:daarbij |hierbij |er )?(?:ook )?aan §$|^denk (?:daarbij |hierbij |er )?(?:ook )?aan § want/u,
  /^wie verder kijkt komt (?:al )?snel (?:uit )?bij §/u,
  /in dit verband (?:ook )?naar §$/u,
  /^(?:als het gaat om|wat betreft|op het gebied van|met betrekking tot) § (?:is|zijn|geldt)/u,
  /^§ (?:is|blijft) (?:erg |heel |zeer |ontzettend |enorm )?(?:belangrijk|essentieel|populair)$/u,
  /^§ speelt (?:hierbij |daarbij )?een (?:belangrijke |grote )?rol/u,
];

interface Keyword {
  text: string;
  shape: KeywordShape;
  size: number;
}

const percent = (share: number) =>
  `${(share * 100).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} %`;

/** Word runs that are names, not keywords: the business and the site's own facts. */
function nameRuns(input: CheckInput): string[][] {
  const names = [
    input.profile.businessName,
    ...visibleFacts(input.facts).map((fact) => fact.name ?? ""),
  ];
  return names.map(words).filter((run) => run.length > 1);
}

function insideName(sentence: string[], start: number, end: number, names: string[][]): boolean {
  return names.some((name) => {
    for (let at = Math.max(0, end - name.length); at <= start; at += 1) {
      if (name.every((word, i) => sentence[at + i] === word)) return true;
    }
    return false;
  });
}

function framed(sentence: DraftSentence, keyword: Keyword): boolean {
  const found = occurrencesIn(sentence.words, keyword.shape);
  if (found.length === 0) return false;
  const marked: string[] = [];
  let at = 0;
  for (const occurrence of found) {
    marked.push(...sentence.words.slice(at, occurrence.start), "§");
    at = occurrence.end;
  }
  marked.push(...sentence.words.slice(at));
  const line = marked.join(" ");
  return FILLER_FRAMES.some((frame) => frame.test(line));
}

export function keywordStuffingCheck(input: CheckInput): CheckOutcome {
  const { brief, profile, facts } = input;
  const places = [
    profile.region,
    ...visibleFacts(facts)
      .filter((fact) => fact.kind === "place")
      .map((fact) => fact.name ?? fact.text),
  ];
  const keywords: Keyword[] = [
    ...new Set([brief.focusKeyword, ...brief.secondaryKeywords].map((k) => k.trim())),
  ]
    .filter((text) => text !== "")
    .map((text) => ({ text, shape: keywordShape(text, places), size: words(text).length }))
    .filter((keyword) => keyword.size > 0);
  const { text } = input;
  const names = nameRuns(input);
  const problems: string[] = [];

  for (const keyword of keywords) {
    const count = text.sentences.reduce(
      (sum, sentence) => sum + occurrencesIn(sentence.words, keyword.shape).length,
      0,
    );
    const share = text.wordCount === 0 ? 0 : (count * keyword.size) / text.wordCount;
    if (share > KEYWORD_DENSITY_MAX) {
      problems.push(
        `“${keyword.text}” staat er ${count} keer in (${percent(share)} van de woorden; hooguit ${percent(KEYWORD_DENSITY_MAX)}).`,
      );
    }
  }

  const bare: string[] = [];
  const frames: string[] = [];
  const doubles: string[] = [];
  for (const sentence of runningText(text)) {
    for (const keyword of keywords) {
      const found = occurrencesIn(sentence.words, keyword.shape);
      if (
        found.some(
          (occurrence) =>
            occurrence.bare && !insideName(sentence.words, occurrence.start, occurrence.end, names),
        )
      ) {
        bare.push(sentence.text);
      }
      if (framed(sentence, keyword)) frames.push(sentence.text);
      if (found.length > 1) doubles.push(sentence.text);
    }
  }
  const unique = (list: string[]) => [...new Set(list)];
  if (bare.length > 0) {
    const example = keywords.find((keyword) => keyword.shape.place.length > 0);
    const natural = example
      ? ` Schrijf het zoals je het zegt, bijvoorbeeld “${example.shape.head.join(" ")} in ${profile.region.trim() || example.shape.place.join(" ")}”.`
      : "";
    problems.push(
      `Zoekwoord zonder voorzetsel in een zin: ${quoteList(unique(bare), 2)}.${natural}`,
    );
  }
  if (frames.length > 0) {
    problems.push(
      `Zinnen die er alleen zijn om een zoekwoord te noemen: ${quoteList(unique(frames), 2)}.`,
    );
  }
  if (doubles.length > 0) {
    problems.push(`Hetzelfde zoekwoord twee keer in één zin: ${quoteList(unique(doubles), 2)}.`);
  }
  return {
    id: "keyword-stuffing",
    passed: problems.length === 0,
    label: "Zoekwoorden staan er natuurlijk in, niet opgepropt",
    detail: problems.length === 0 ? null : problems.join(" "),
  };
}
