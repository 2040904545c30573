import { describe, expect, it } from "vitest";
import { normalizeTerm, tokenize } from "@/features/help-search/search-terms";

describe("normalizeTerm", () => {
  it.each([
    // Singular and plural, long and short vowels: one term.
    ["factuur", "factur"],
    ["facturen", "factur"],
    ["Facturen", "factur"],
    ["zoekwoord", "zoekword"],
    ["zoekwoorden", "zoekword"],
    ["taal", "tal"],
    ["talen", "tal"],
    ["sleutel", "sleutel"],
    ["sleutels", "sleutel"],
    // A doubled consonant before -en is undoubled, so a typo with one consonant matches.
    ["opzeggen", "opzeg"],
    ["opzegen", "opzeg"],
    // -zen/-ven plurals take the singular's s/f.
    ["prijzen", "prijs"],
    ["prijs", "prijs"],
    ["brieven", "brief"],
    // Accents and case do not count.
    ["beëindigen", "beindig"],
    ["BEEINDIGEN", "beindig"],
    // An -s after a vowel, j or s is no plural: left alone.
    ["adres", "adres"],
    ["status", "status"],
    ["gratis", "gratis"],
    // Short words keep their ending.
    ["geen", "gen"],
    ["les", "les"],
    ["7", "7"],
  ])("%s → %s", (word, term) => {
    expect(normalizeTerm(word)).toBe(term);
  });

  it("drops stop words and single letters", () => {
    expect(["hoe", "ik", "Mijn", "de", "op", "e"].map(normalizeTerm)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("tokenize", () => {
  it("splits on spaces, punctuation, hyphens and apostrophes, and keeps accented letters", () => {
    expect(tokenize("API-sleutels, pagina's & beëindigen: 21% btw?")).toEqual([
      "API",
      "sleutels",
      "pagina",
      "s",
      "beëindigen",
      "21",
      "btw",
    ]);
  });
});
