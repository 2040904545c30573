/**
 * The specifics in a text that a reader takes as facts about the business: prices, years,
 * percentages, times, phone numbers, postcodes, quantities ("35 jaar", "twee dagen van
 * tevoren", "4,8 sterren"), awards, guarantees and certifications. Each comes with a key to look
 * up in what the customer's own site and profile say (support.ts), so "€ 3,95" in a draft
 * matches "3,95" on the site, "7.30" matches "7:30" and "1987" matches "sinds 1987".
 *
 * Small counts without a unit ("3 tips", "twee voorstellen") are not specifics: they describe
 * the article, not the business.
 */
import { NUMBER_WORD_SOURCE, numberKey, numberWord, parseDutchNumber } from "./dutch-numbers.ts";

export type SpecificKind =
  | "price"
  | "year"
  | "percentage"
  | "time"
  | "phone"
  | "postcode"
  | "quantity"
  | "award"
  | "guarantee"
  | "certification";

export interface Specific {
  kind: SpecificKind;
  /** As written in the draft, with its unit ("€ 4,95", "35 jaar", "10 jaar garantie"). */
  quote: string;
  /**
   * What must be found on the site: a number ("4.95", "1987"), a number with its unit
   * ("35 jaar", "2 dag"), a time ("7:30"), digits of a phone number, or a word stem
   * ("garantie", "bekroond") for claims.
   */
  key: string;
}

/**
 * Units that make a number a claim about the business, however small the number. Not "keer":
 * "twee keer per week oefenen" is advice, not a claim (a large count still is, without unit).
 */
const UNIT_SOURCE =
  "(?:jaar|jaren|maand|maanden|week|weken|dag|dagen|werkdag|werkdagen|uur|uren|minuut|minuten|sterren|ster|klanten|vestigingen|winkels|medewerkers|collega's|mensen|reviews|beoordelingen|generaties|projecten|locaties|stuks|km|kilometer|kilo|kg|gram|cm|meter|m2|m²|liter|euro|cent|procent)";

const SMALL_COUNT = 12;

/** One name per unit, so "2 jaren" matches "2 jaar" and "twee dagen" matches "2 werkdagen" not. */
function unitName(unit: string): string {
  const lower = unit.toLowerCase();
  const names: ReadonlyArray<readonly [RegExp, string]> = [
    [/^jaa?r(en)?$/, "jaar"],
    [/^maand(en)?$/, "maand"],
    [/^we(e)?k(en)?$/, "week"],
    [/^dag(en)?$/, "dag"],
    [/^werkdag(en)?$/, "werkdag"],
    [/^u(u)?r(en)?$/, "uur"],
    [/^minu(u)?t(en)?$/, "minuut"],
    [/^sterr?(en)?$/, "ster"],
  ];
  return names.find(([pattern]) => pattern.test(lower))?.[1] ?? lower;
}

interface Rule {
  kind: SpecificKind;
  pattern: RegExp;
  /**
   * The specific found at this match; null to let other rules read the text, "ignore" to read
   * it as no specific at all ("21% btw" is no quantity either).
   */
  read(match: RegExpExecArray): Omit<Specific, "kind"> | null | "ignore";
}

const priceKey = (euros: string, cents: string | undefined) => {
  const value = parseDutchNumber(cents && /^\d+$/.test(cents) ? `${euros},${cents}` : euros);
  return value === null ? null : numberKey(value);
};

/** Claims are found by their words; the key is the stem the site must also use. */
const CLAIMS: ReadonlyArray<readonly [SpecificKind, RegExp, string]> = [
  ["award", /\bawards?\b/i, "award"],
  ["award", /\bbekroond\w*/i, "bekroond"],
  ["award", /\bprijswinn\w*/i, "prijswinn"],
  ["award", /\bwinnaar\b/i, "winnaar"],
  ["award", /\buitgeroepen tot\b/i, "uitgeroepen"],
  ["award", /\bverkozen tot\b/i, "verkozen"],
  ["award", /\bonderscheiding\w*/i, "onderscheiding"],
  ["award", /\bmedaille\w*/i, "medaille"],
  ["award", /\bmichelin\w*/i, "michelin"],
  ["award", /\bnummer (?:1|één)\b/i, "nummer 1"],
  ["award", /\bmarktleider\w*/i, "marktleider"],
  ["award", /\bde beste \p{L}+ (?:van|in|uit) \p{Lu}\p{L}*/iu, "beste"],
  ["guarantee", /\bgegarandeerd\w*/i, "garan"],
  ["guarantee", /\bgarande\w*/i, "garan"],
  ["guarantee", /\b\p{L}+garantie\b/iu, "garantie"],
  ["guarantee", /\bgeld[- ]terug\b/i, "geld terug"],
  ["guarantee", /\b[\p{L}\d]+ (?:jaar|jaren|maanden) garantie\b/iu, "garantie"],
  [
    "guarantee",
    /\b(?:geven|bieden|biedt|geeft|krijg je|krijgt u|met|inclusief|incl\.) (?:[\p{L}\d]+ ){0,3}garantie\b/iu,
    "garantie",
  ],
  ["certification", /\bgecertificeerd\w*/i, "certific"],
  ["certification", /\bcertificaat\b/i, "certific"],
  ["certification", /\berkend\w*/i, "erkend"],
  ["certification", /\bkeurmerk\w*/i, "keurmerk"],
  ["certification", /\bISO[- ]?\d{3,5}\b/, "iso"],
  ["certification", /\b\p{L}*geregistreerd\w*/iu, "geregistreerd"],
  ["certification", /\baangesloten bij\b/i, "aangesloten"],
];

const RULES: Rule[] = [
  {
    kind: "phone",
    pattern: /(?:\+31|0031|\b0)(?:[\s-]?\(?0?\)?)?[1-9](?:[\s-]?\d){8}\b/g,
    read: (m) => ({ quote: m[0], key: m[0].replace(/\D/g, "").replace(/^(?:0031|31)0?/, "0") }),
  },
  {
    kind: "postcode",
    pattern: /\b[1-9]\d{3}\s?[A-Z]{2}\b/g,
    read: (m) => ({ quote: m[0], key: m[0].replace(/\s/g, "").toLowerCase() }),
  },
  {
    kind: "price",
    pattern: /€\s?(\d+(?:\.\d{3})*)(?:,(\d{1,2}|-{1,2}))?/g,
    read: (m) => {
      const key = priceKey(m[1]!, m[2]);
      return key === null ? null : { quote: m[0], key };
    },
  },
  {
    kind: "price",
    pattern: /\b(\d+(?:\.\d{3})*)(?:,(\d{1,2}))?\s?(?:euro|eur)\b/gi,
    read: (m) => {
      const key = priceKey(m[1]!, m[2]);
      return key === null ? null : { quote: m[0], key };
    },
  },
  {
    kind: "percentage",
    // "21% btw" is the law's rate, not a claim of the business: read but not kept.
    pattern: /\b(\d+(?:,\d+)?)\s?(?:%|procent\b)(\s?btw\b)?/gi,
    read: (m) => {
      const value = parseDutchNumber(m[1]!);
      if (m[2]) return "ignore";
      return value === null ? null : { quote: m[0], key: numberKey(value) };
    },
  },
  {
    kind: "time",
    pattern: /\b([01]?\d|2[0-4])[.:]([0-5]\d)\b(?![.,]?\d)(?:\s?uur\b)?/g,
    read: (m) => ({ quote: m[0], key: `${Number(m[1])}:${m[2]}` }),
  },
  {
    kind: "year",
    pattern: /\b(1[89]\d\d|20\d\d)\b(?![.,]\d)/g,
    read: (m) => ({ quote: m[0], key: m[1]! }),
  },
  {
    kind: "quantity",
    pattern: new RegExp(
      `(?<!ISO[- ]?)\\b(\\d+(?:\\.\\d{3})*(?:,\\d+)?)(?:\\+)?(?:\\s?(${UNIT_SOURCE})\\b)?`,
      "giu",
    ),
    read: (m) => {
      const value = parseDutchNumber(m[1]!);
      if (value === null) return null;
      if (!m[2] && value <= SMALL_COUNT) return null;
      const key = m[2] ? `${numberKey(value)} ${unitName(m[2])}` : numberKey(value);
      return { quote: m[0].trim(), key };
    },
  },
  {
    kind: "quantity",
    pattern: new RegExp(`\\b(${NUMBER_WORD_SOURCE})\\s(${UNIT_SOURCE})\\b`, "giu"),
    read: (m) => {
      const value = numberWord(m[1]!);
      return value === null ? null : { quote: m[0], key: `${numberKey(value)} ${unitName(m[2]!)}` };
    },
  },
];

/**
 * Every specific in one plain-text sentence, left to right. Figures are read once each (a price
 * is not also a quantity); claims are read apart from them, so "10 jaar garantie" is both a
 * figure and a guarantee, and each must be on the site.
 */
export function specificsIn(sentence: string): Specific[] {
  const found: Array<Specific & { at: number }> = [];
  let taken: Array<[number, number]> = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(sentence); m !== null; m = rule.pattern.exec(sentence)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!free(start, end)) continue;
      const read = rule.read(m);
      if (!read) continue;
      taken.push([start, end]);
      if (read !== "ignore") found.push({ kind: rule.kind, ...read, at: start });
    }
  }
  taken = [];
  for (const [kind, pattern, key] of CLAIMS) {
    const m = pattern.exec(sentence);
    if (m && free(m.index, m.index + m[0].length)) {
      taken.push([m.index, m.index + m[0].length]);
      found.push({ kind, quote: m[0], key, at: m.index });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ kind, quote, key }) => ({ kind, quote, key }));
}
