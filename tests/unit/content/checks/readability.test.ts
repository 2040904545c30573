import { describe, expect, it } from "vitest";
import {
  countSyllables,
  readabilityOf,
} from "../../../../supabase/functions/_shared/content/checking/readability.ts";
import { readabilityCheck } from "../../../../supabase/functions/_shared/content/checking/readability-check.ts";
import { readDraft } from "../../../../supabase/functions/_shared/content/checking/draft-text.ts";
import { BAKERY } from "./bakery-facts.ts";

describe("countSyllables", () => {
  it("counts Dutch vowel groups, 'ij' as one vowel and a diaeresis as a new syllable", () => {
    expect(
      Object.fromEntries(
        [
          "brood",
          "bakkerij",
          "bijvoorbeeld",
          "geïnteresseerd",
          "ideeën",
          "januari",
          "radio",
          "vrijer",
          "ijs",
          "€",
        ].map((word) => [word, countSyllables(word)]),
      ),
    ).toEqual({
      brood: 1,
      bakkerij: 3,
      bijvoorbeeld: 3,
      geïnteresseerd: 5,
      ideeën: 3,
      januari: 4,
      radio: 3,
      vrijer: 2,
      ijs: 1,
      "€": 0,
    });
  });
});

describe("readabilityOf (Flesch-Douma)", () => {
  it("scores plain short sentences high and long sentences with long words low, headings left out", () => {
    const plain = readabilityOf(
      "# Een kop die niet meetelt in de berekening van het leesgemak\n\nGoed brood heeft een harde korst. Het ruikt fris. Je proeft de desem.",
    )!;
    // 13 words, 3 sentences, 15 syllables: 206,84 − 77 × 15/13 − 0,93 × 13/3 = 114, which
    // is off Douma's scale: 100.
    expect(plain).toEqual({
      score: 100,
      words: 13,
      sentences: 3,
      wordsPerSentence: 4.3,
      syllablesPerWord: 1.15,
    });
    const normal = readabilityOf(
      "Wij bakken ons desembrood volgens een traditioneel recept met biologisch meel uit de Betuwe. Daardoor krijgt het brood een volle smaak en een stevige korst.",
    )!;
    // 25 words, 2 sentences, 43 syllables (tra-di-ti-o-neel, bi-o-lo-gisch, Be-tu-we):
    // 206,84 − 77 × 43/25 − 0,93 × 12,5 = 62,8, "normaal".
    expect(normal).toMatchObject({ score: 63, words: 25, sentences: 2, syllablesPerWord: 1.72 });
    const hard = readabilityOf(
      "Bij de beoordeling van fiscale mogelijkheden is het verstandig om uitsluitend gekwalificeerde adviseurs te raadplegen, aangezien onvoorziene consequenties anders aanzienlijke financiële gevolgen kunnen hebben.",
    )!;
    expect(hard.score).toBeLessThan(10);
    expect(readabilityOf("# Alleen een kop")).toBeNull();
  });

  it("checks the target of the tone: 60 informal, 50 formal", () => {
    const markdown =
      "Wij adviseren ondernemers over administratieve verplichtingen en belastingaangiften. Een kennismakingsgesprek verduidelijkt uw persoonlijke mogelijkheden.";
    const input = (tone: "formal" | "informal") => ({
      draft: { title: "T", metaTitle: "T", metaDescription: "", markdown },
      text: readDraft(markdown),
      brief: { topic: "t", focusKeyword: "t", secondaryKeywords: [] },
      profile: { ...BAKERY, tone },
      facts: [],
      earlierFingerprints: new Set<string>(),
    });
    const informal = readabilityCheck(input("informal"));
    expect(informal).toEqual({
      id: "readability",
      passed: false,
      label: "Goed leesbaar: leesgemak 60 of hoger",
      detail:
        "Leesgemak 0 (zeer moeilijk, Flesch-Douma), gemiddeld 7 woorden per zin; het doel voor je informele toon is 60 of hoger. Maak lange zinnen korter en kies waar het kan kortere woorden.",
    });
    expect(readabilityCheck(input("formal")).label).toBe("Goed leesbaar: leesgemak 50 of hoger");
  });
});
