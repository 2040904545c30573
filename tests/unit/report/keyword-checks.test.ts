import { describe, expect, it } from "vitest";
import {
  keywordChecks,
  keywordTips,
} from "../../../supabase/functions/_shared/report/keyword-checks.ts";
import {
  containsKeyword,
  slugOf,
  urlWords,
} from "../../../supabase/functions/_shared/text/keyword-match.ts";
import { scanPage } from "./report-fixtures.ts";

describe("keyword matching", () => {
  it.each([
    ["Loodgieter Amsterdam – 24/7 service", "loodgieter amsterdam", true],
    ["Loodgieter, Amsterdam", "loodgieter amsterdam", true],
    ["LOODGIETER-AMSTERDAM", "Loodgieter Amsterdam", true],
    ["Café De Zwaan", "cafe de zwaan", true],
    ["Cafe De Zwaan", "café", true],
    ["Beëdigd vertaler", "beedigd vertaler", true],
    ["De loodgieters van Amsterdam", "loodgieter", false],
    ["Amsterdam loodgieter", "loodgieter amsterdam", false],
    ["Anything", "   ", false],
  ])("%j contains %j: %s", (text, keyword, expected) => {
    expect(containsKeyword(text, keyword)).toBe(expected);
  });

  it("reads a URL's path only, percent-decoded, and a keyword's slug", () => {
    expect(urlWords("https://x.nl/diensten/caf%C3%A9-utrecht?q=1")).toBe("/diensten/café-utrecht");
    expect(urlWords("https://loodgieter-amsterdam.nl/")).toBe("/");
    expect(urlWords("https://x.nl/100%-zeker")).toBe("/100%-zeker");
    expect(urlWords("geen url")).toBe("");
    expect(slugOf("Bruidstaart  bestellen")).toBe("bruidstaart-bestellen");
    expect(slugOf("Café 't Hoekje")).toBe("cafe-t-hoekje");
  });
});

describe("keyword checks", () => {
  const pages = [
    scanPage("/diensten/loodgieter-amsterdam", 90, [], {
      title: "Onze diensten",
      h1s: ["Lekkage? Wij komen direct"],
      headings: ["Lekkage? Wij komen direct", "Cafe-onderhoud"],
    }),
    scanPage("/", 90, [], { title: "Loodgieter, Amsterdam – 24/7" }),
    scanPage("/caf%C3%A9", 90, [], { title: "Horeca", h1s: ["Spoedservice Utrecht"] }),
  ];

  it("finds each keyword in any title, any heading and any URL path", () => {
    expect(
      keywordChecks(pages, ["loodgieter amsterdam", "café", "spoedservice utrecht", "cv-ketel"]),
    ).toEqual([
      { keyword: "loodgieter amsterdam", inTitle: true, inHeading: false, inUrl: true },
      { keyword: "café", inTitle: false, inHeading: true, inUrl: true },
      { keyword: "spoedservice utrecht", inTitle: false, inHeading: true, inUrl: false },
      { keyword: "cv-ketel", inTitle: false, inHeading: false, inUrl: false },
    ]);
  });

  it("gives one tip per keyword for its most important gap", () => {
    expect(
      keywordTips([
        { keyword: "cv-ketel", inTitle: false, inHeading: false, inUrl: true },
        { keyword: "loodgieter amsterdam", inTitle: true, inHeading: false, inUrl: true },
        { keyword: "Spoed Service", inTitle: true, inHeading: true, inUrl: false },
        { keyword: "lekkage", inTitle: true, inHeading: true, inUrl: true },
      ]),
    ).toEqual([
      "Gebruik het zoekwoord 'cv-ketel' in de titel van de pagina die erover gaat.",
      "Zet het zoekwoord 'loodgieter amsterdam' ook in een kop (h1 tot h3).",
      "Geef 'Spoed Service' een eigen pagina met het zoekwoord in het adres, zoals /spoed-service (met een 301-redirect als je een bestaand adres wijzigt).",
    ]);
  });
});
