import { describe, expect, it } from "vitest";
import {
  countWords,
  normalizeSentence,
  repeatableFingerprints,
  sentenceFingerprint,
  sentencesSeenBefore,
  splitSentences,
} from "../../../supabase/functions/_shared/text/sentences";

describe("splitSentences", () => {
  it("splits a post's Markdown into its sentences, headings and list items included", () => {
    const markdown = [
      "# Desembrood: zo herken je het",
      "",
      "Goed desembrood rijst langzaam. Dat proef je aan de korst!",
      "",
      "- Een [broodje](https://bakkerij.nl/brood) kost € 2,50.",
      "- Open **ma t/m za** van 7.30 tot 18.00 uur.",
    ].join("\n");
    expect(splitSentences(markdown)).toEqual([
      "Desembrood: zo herken je het",
      "Goed desembrood rijst langzaam.",
      "Dat proef je aan de korst!",
      "Een broodje kost € 2,50.",
      "Open ma t/m za van 7.30 tot 18.00 uur.",
    ]);
  });

  it("does not end a sentence at a Dutch abbreviation or before a lower-case word", () => {
    expect(splitSentences("Bestel bijv. een taart. Ophalen kan ca. 20 minuten later.")).toEqual([
      "Bestel bijv. een taart.",
      "Ophalen kan ca. 20 minuten later.",
    ]);
  });
});

describe("fingerprints", () => {
  it("match the same sentence whatever its capitals, accents or punctuation", () => {
    expect(normalizeSentence("Café  De Korenschoof, sinds 1987!")).toBe(
      "cafe de korenschoof sinds 1987",
    );
    expect(sentenceFingerprint("Wij bakken elke dag vers brood.")).toBe(
      sentenceFingerprint("wij bakken, elke dag, vers brood"),
    );
    expect(sentenceFingerprint("Wij bakken elke dag vers brood.")).not.toBe(
      sentenceFingerprint("Wij bakken elke dag vers gebak."),
    );
    expect(sentenceFingerprint("x")).toMatch(/^[0-9a-f]{16}$/);
  });

  it("find a post's sentences of 8 words or more that an earlier post already had", () => {
    const earlier = new Set(
      repeatableFingerprints("Bij ons haal je elke ochtend vanaf half acht vers brood. Kort."),
    );
    expect(earlier.size).toBe(1);
    const post =
      "Bij ons haal je elke ochtend vanaf half acht vers brood! Kort. Iets nieuws vandaag in de winkel.";
    expect(sentencesSeenBefore(post, earlier)).toEqual([
      "Bij ons haal je elke ochtend vanaf half acht vers brood!",
    ]);
    expect(countWords("Bij ons haal je elke ochtend vanaf half acht vers brood!")).toBe(11);
  });
});
