/**
 * Words of another kind of business (off-type-vocabulary.ts) in the draft — unless the
 * customer's own site or profile uses them too.
 */
import { quoteList, readDraft } from "./draft-text.ts";
import { words } from "./keyword-forms.ts";
import {
  ARCHETYPE_NAMES,
  OFF_TYPE_WORDS,
  READER_OWNED_WORDS,
  READER_POSSESSIVES,
} from "./off-type-vocabulary.ts";
import { buildSupport } from "./support.ts";
import type { CheckInput, CheckOutcome } from "./types.ts";

interface Entry {
  words: string[];
  prefix: boolean;
  /** Not off-type after "je", "uw", …: the reader's own (READER_OWNED_WORDS). */
  readerMayOwn: boolean;
}

function entryOf(source: string): Entry {
  const prefix = source.endsWith("*");
  return {
    words: words(prefix ? source.slice(0, -1) : source),
    prefix,
    readerMayOwn: READER_OWNED_WORDS.has(source),
  };
}

/** Where the entry matches in normalised words: [start, end), or null. */
function matchIn(text: string[], entry: Entry): [number, number] | null {
  const last = entry.words.length - 1;
  for (let at = 0; at + last < text.length; at += 1) {
    const hit = entry.words.every((word, i) =>
      i === last && entry.prefix ? text[at + i]!.startsWith(word) : text[at + i] === word,
    );
    if (hit && entry.readerMayOwn && READER_POSSESSIVES.has(text[at - 1] ?? "")) continue;
    if (hit) return [at, at + last + 1];
  }
  return null;
}

/** One expression per archetype that finds any of its words, to skip clean sentences fast. */
const ANY_CACHE = new Map<string, RegExp>();
function anyEntry(archetype: string, entries: readonly Entry[]): RegExp {
  let pattern = ANY_CACHE.get(archetype);
  if (!pattern) {
    const sources = entries.map((entry) => `${entry.words.join(" ")}${entry.prefix ? "\\S*" : ""}`);
    pattern = new RegExp(`(?:^| )(?:${sources.join("|")})(?= |$)`);
    ANY_CACHE.set(archetype, pattern);
  }
  return pattern;
}

export function offTypePhrasesCheck(input: CheckInput): CheckOutcome {
  const archetype = input.profile.archetype;
  const label = "Geen woorden die bij een ander soort bedrijf horen";
  if (!archetype || archetype === "other") {
    return {
      id: "off-type-phrases",
      passed: true,
      label,
      detail: "Het soort bedrijf is nog niet bekend; deze controle telt mee zodra het bekend is.",
    };
  }
  const own = words(buildSupport(input.facts, input.profile, input.brief).words);
  const entries = OFF_TYPE_WORDS[archetype].map(entryOf).filter((entry) => entry.words.length > 0);
  const allowed = entries.filter((entry) => matchIn(own, entry) !== null);
  const sentences = [...input.text.sentences, ...readDraft(input.draft.metaDescription).sentences];
  const any = anyEntry(archetype, entries);
  // In reading order: sentence by sentence, left to right.
  const hits: Array<{ at: number; text: string }> = [];
  sentences.forEach((sentence, index) => {
    if (!any.test(sentence.words.join(" "))) return;
    const shown =
      sentence.display.length === sentence.words.length ? sentence.display : sentence.words;
    for (const entry of entries) {
      if (allowed.includes(entry)) continue;
      const hit = matchIn(sentence.words, entry);
      if (hit) hits.push({ at: index * 10_000 + hit[0], text: shown.slice(...hit).join(" ") });
    }
  });
  const found = new Set(hits.sort((a, b) => a.at - b.at).map((hit) => hit.text));
  const list = [...found];
  return {
    id: "off-type-phrases",
    passed: list.length === 0,
    label,
    detail:
      list.length === 0
        ? null
        : `Deze woorden passen bij een ander soort bedrijf dan ${ARCHETYPE_NAMES[archetype]}: ${quoteList(list, 5)}. Schrijf over wat jouw klanten bij jou doen.`,
  };
}
