import { describe, expect, it } from "vitest";
import {
  containsKeywordPhrase,
  keywordPhrase,
  namesProvider,
  placeNames,
} from "../../../supabase/functions/_shared/content/keywords/keyword-phrase.ts";

const places = placeNames("Utrecht", ["Houten", "Leidsche Rijn"]);
const phrase = (keyword: string) => keywordPhrase(keyword, places);

describe("keywordPhrase: how a sentence says a search phrase", () => {
  it.each([
    ["bakker utrecht", "noun", "bakker in Utrecht", "een bakker in Utrecht", "bakker", "Utrecht"],
    ["desembrood", "noun", "desembrood", "desembrood", "desembrood", null],
    [
      "bruidstaart utrecht",
      "noun",
      "bruidstaart in Utrecht",
      "een bruidstaart in Utrecht",
      "bruidstaart",
      "Utrecht",
    ],
    [
      "bruidstaart bestellen",
      "action",
      "bruidstaart bestellen",
      "een bruidstaart bestellen",
      "bruidstaart",
      null,
    ],
    [
      "taart bestellen leidsche rijn",
      "action",
      "taart bestellen in Leidsche Rijn",
      "een taart bestellen in Leidsche Rijn",
      "taart",
      "Leidsche Rijn",
    ],
    [
      "boekhouder zzp",
      "audience",
      "boekhouder voor zzp'ers",
      "een boekhouder voor zzp'ers",
      "boekhouder",
      null,
    ],
    [
      "it-beheer mkb",
      "audience",
      "it-beheer voor het mkb",
      "it-beheer voor het mkb",
      "it-beheer",
      null,
    ],
    [
      "fysiotherapie amersfoort",
      "noun",
      "fysiotherapie in Amersfoort",
      "fysiotherapie in Amersfoort",
      "fysiotherapie",
      "Amersfoort",
    ],
    [
      "makelaar den bosch",
      "noun",
      "makelaar in Den Bosch",
      "een makelaar in Den Bosch",
      "makelaar",
      "Den Bosch",
    ],
    [
      "wat kost een loodgieter",
      "question",
      "wat kost een loodgieter",
      "wat kost een loodgieter",
      "wat kost een loodgieter",
      null,
    ],
    [
      "cv-ketel onderhoud",
      "noun",
      "cv-ketel onderhoud",
      "cv-ketel onderhoud",
      "cv-ketel onderhoud",
      null,
    ],
    ["rijles", "noun", "rijles", "een rijles", "rijles", null],
    ["verhuizen", "action", "verhuizen", "verhuizen", "verhuizen", null],
    [
      "kinderopvang houten",
      "noun",
      "kinderopvang in Houten",
      "kinderopvang in Houten",
      "kinderopvang",
      "Houten",
    ],
  ])("%s → %s: %s", (keyword, kind, text, withArticle, subject, place) => {
    expect(phrase(keyword)).toMatchObject({
      kind,
      phrase: text,
      withArticle,
      subject,
      place,
      placeable: true,
    });
  });

  it.each(["kapper goedkoop", "utrecht bakker", "bestellen taart", "loodgieter 24 uur", "utrecht"])(
    "%s cannot be placed naturally",
    (keyword) => {
      expect(phrase(keyword)).toMatchObject({ kind: "awkward", placeable: false });
    },
  );
});

describe("containsKeywordPhrase", () => {
  it("counts the natural phrase as the keyword", () => {
    expect(containsKeywordPhrase("Zoekt u een bakker in Utrecht?", "bakker utrecht")).toBe(true);
    expect(containsKeywordPhrase("Een boekhouder voor zzp'ers", "boekhouder zzp")).toBe(true);
    expect(containsKeywordPhrase("IT-beheer voor het mkb", "it-beheer mkb")).toBe(true);
    expect(containsKeywordPhrase("Bakker, Utrecht", "bakker utrecht")).toBe(true);
  });

  it("does not count words far apart, in another order or with other words between", () => {
    expect(containsKeywordPhrase("Een bakker in de buurt van Utrecht", "bakker utrecht")).toBe(
      false,
    );
    expect(containsKeywordPhrase("Utrecht heeft een bakker", "bakker utrecht")).toBe(false);
    expect(containsKeywordPhrase("bakker voor het hele land in Utrecht", "bakker utrecht")).toBe(
      false,
    );
    expect(containsKeywordPhrase("bakkerij in Utrecht", "bakker utrecht")).toBe(false);
  });
});

describe("namesProvider: whom one searches, or a thing one asks about", () => {
  it.each([
    ["bakker utrecht", true],
    ["administratiekantoor zwolle", true],
    ["rijschool", true],
    ["boekhouder zzp", true],
    ["rugklachten", false],
    ["dry needling", false],
    ["desembrood", false],
    ["taart bestellen", false],
  ])("%s → %s", (keyword, provider) => {
    expect(namesProvider(phrase(keyword))).toBe(provider);
  });
});
