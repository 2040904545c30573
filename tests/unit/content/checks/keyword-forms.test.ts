import { describe, expect, it } from "vitest";
import {
  keywordShape,
  mentionsKeyword,
  occurrencesIn,
  wordForms,
  words,
} from "../../../../supabase/functions/_shared/content/checking/keyword-forms.ts";

const PLACES = ["Utrecht", "Den Haag"];

describe("keyword forms", () => {
  it("accepts a keyword with a place in its natural Dutch form and marks the bare form", () => {
    const found = (text: string, keyword: string) =>
      occurrencesIn(words(text), keywordShape(keyword, PLACES)).map((o) => o.bare);
    expect(found("Zo kies je een bakker in Utrecht.", "bakker utrecht")).toEqual([false]);
    expect(found("Bakkers uit de regio Utrecht bakken vroeg.", "bakker utrecht")).toEqual([false]);
    expect(found("Vergeet bakker Utrecht niet.", "bakker utrecht")).toEqual([true]);
    expect(found("Een tandarts in Den Haag of tandarts Den Haag.", "tandarts den haag")).toEqual([
      false,
      true,
    ]);
    expect(found("Utrecht heeft veel bakkers.", "bakker utrecht")).toEqual([]);
  });

  it("accepts Dutch plurals of the last word", () => {
    expect(wordForms("brood")).toContain("broden");
    expect(wordForms("huis")).toContain("huizen");
    expect(wordForms("bus")).toContain("bussen");
    expect(mentionsKeyword("Onze desembroden rijzen lang.", "desembrood", PLACES)).toBe(true);
    expect(mentionsKeyword("Twee bruidstaarten op bestelling.", "bruidstaart", PLACES)).toBe(true);
    expect(mentionsKeyword("Een taartje.", "bruidstaart", PLACES)).toBe(false);
  });
});
