/**
 * Dutch numbers as a writer spells them: "1.200" (thousands), "3,95" (decimals), "4,-" and
 * number words up to a thousand ("twee", "vijfentwintig", "honderd"). Used to compare a
 * draft's figures with the figures on the customer's own site, whichever way either writes them.
 */

const UNITS: Record<string, number> = {
  een: 1,
  één: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
};
const WORDS: Record<string, number> = {
  ...UNITS,
  tien: 10,
  elf: 11,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
  honderd: 100,
  duizend: 1000,
};
const TENS = [
  "twintig",
  "dertig",
  "veertig",
  "vijftig",
  "zestig",
  "zeventig",
  "tachtig",
  "negentig",
];

/** "vijfentwintig" → 25, "honderd" → 100, "twee" → 2; null for any other word. */
export function numberWord(word: string): number | null {
  const lower = word.toLowerCase();
  if (lower in WORDS) return WORDS[lower]!;
  for (const ten of TENS) {
    if (!lower.endsWith(`en${ten}`) && !lower.endsWith(`ën${ten}`)) continue;
    const unit = UNITS[lower.slice(0, -(ten.length + 2))];
    if (unit !== undefined) return unit + WORDS[ten]!;
  }
  return null;
}

/** Number words that can stand before a unit ("twee dagen"), as a regular-expression source. */
export const NUMBER_WORD_SOURCE =
  "(?:twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|(?:(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)[eë]n)?(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|honderd|duizend)";

/** "1.200" → 1200, "3,95" → 3.95, "4,-" → 4, "12" → 12; null when it is not a number. */
export function parseDutchNumber(text: string): number | null {
  const clean = text.replace(/\s/g, "").replace(/,-+$/, "");
  if (!/^\d+(?:\.\d{3})*(?:,\d+)?$/.test(clean) && !/^\d+(?:\.\d+)?$/.test(clean)) return null;
  const normalised = /^\d+(?:\.\d{3})+(?:,\d+)?$/.test(clean)
    ? clean.replace(/\./g, "").replace(",", ".")
    : clean.replace(",", ".");
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** A number as a comparable key: 3.95 → "3.95", 4 → "4". */
export function numberKey(value: number): string {
  return String(Math.round(value * 100) / 100);
}
