import { describe, expect, it } from "vitest";
import { readDraft } from "../../../../supabase/functions/_shared/content/checks/draft-text.ts";
import { offTypePhrasesCheck } from "../../../../supabase/functions/_shared/content/checks/off-type-phrases.ts";
import type { CheckerProfile } from "../../../../supabase/functions/_shared/content/checks/types.ts";
import type { BusinessArchetype } from "../../../../supabase/functions/_shared/contract/site-facts.ts";
import { BAKERY } from "./bakery-facts.ts";

const TEXT =
  "Onze gasten vragen vaak een offerte. Na de behandeling plannen we een vervolgafspraak. Patiënten krijgen een behandelplan.";

function check(archetype: BusinessArchetype | null, profile: Partial<CheckerProfile> = {}) {
  const markdown = `# Titel\n\n${TEXT}\n`;
  return offTypePhrasesCheck({
    draft: { title: "Titel", metaTitle: "Titel", metaDescription: "", markdown },
    text: readDraft(markdown),
    brief: { topic: "Titel", focusKeyword: "titel", secondaryKeywords: [] },
    profile: {
      ...BAKERY,
      description: null,
      offerings: [],
      sector: "Overig",
      archetype,
      ...profile,
    },
    facts: [],
    earlierFingerprints: new Set(),
  }).detail;
}

describe("off-type phrases per kind of business", () => {
  it("names the words that belong to another kind of business, with their accents", () => {
    expect(check("trades")).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een vakbedrijf, zoals een installateur of schilder: “gasten”, “behandeling”, “patiënten” en “behandelplan”. Schrijf over wat jouw klanten bij jou doen.",
    );
    expect(check("care")).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een zorgpraktijk: “gasten”, “offerte” en “vervolgafspraak”. Schrijf over wat jouw klanten bij jou doen.",
    );
    expect(check("horeca")).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een horecazaak: “offerte”, “behandeling”, “vervolgafspraak”, “patiënten” en “behandelplan”. Schrijf over wat jouw klanten bij jou doen.",
    );
  });

  it("allows a word the customer's own profile uses", () => {
    expect(check("horeca", { description: "Restaurant en catering; offerte op maat." })).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een horecazaak: “behandeling”, “vervolgafspraak”, “patiënten” en “behandelplan”. Schrijf over wat jouw klanten bij jou doen.",
    );
  });

  it("passes while the kind of business is not known", () => {
    expect(check(null)).toBe(
      "Het soort bedrijf is nog niet bekend; deze controle telt mee zodra het bekend is.",
    );
    expect(check("other")).toBe(
      "Het soort bedrijf is nog niet bekend; deze controle telt mee zodra het bekend is.",
    );
  });
});
