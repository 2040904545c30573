import { describe, expect, it } from "vitest";
import { readDraft } from "../../../../supabase/functions/_shared/content/checking/draft-text.ts";
import { offTypePhrasesCheck } from "../../../../supabase/functions/_shared/content/checking/off-type-phrases.ts";
import type { CheckerProfile } from "../../../../supabase/functions/_shared/content/checking/types.ts";
import type { BusinessArchetype } from "../../../../supabase/functions/_shared/contract/site-facts.ts";
import { BAKERY } from "./bakery-facts.ts";

const TEXT =
  "Onze gasten vragen vaak een offerte. Na de behandeling plannen we een vervolgafspraak. Patiënten krijgen een behandelplan.";

function check(
  archetype: BusinessArchetype | null,
  profile: Partial<CheckerProfile> = {},
  text = TEXT,
) {
  const markdown = `# Titel\n\n${text}\n`;
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
      "Deze woorden passen bij een ander soort bedrijf dan een vakbedrijf, zoals een installateur of schilder: “gasten”, “patiënten” en “behandelplan”. Schrijf over wat jouw klanten bij jou doen.",
    );
    expect(check("care")).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een zorgpraktijk: “gasten” en “offerte”. Schrijf over wat jouw klanten bij jou doen.",
    );
    expect(check("horeca")).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een horecazaak: “offerte”, “vervolgafspraak”, “patiënten” en “behandelplan”. Schrijf over wat jouw klanten bij jou doen.",
    );
  });

  it("allows a word the customer's own profile uses", () => {
    expect(check("horeca", { description: "Restaurant en catering; offerte op maat." })).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een horecazaak: “vervolgafspraak”, “patiënten” en “behandelplan”. Schrijf over wat jouw klanten bij jou doen.",
    );
  });

  it("leaves the everyday words of each kind of business alone", () => {
    const natural: Array<[BusinessArchetype, string]> = [
      [
        "care",
        "Na de intake volgt een vervolgafspraak. Nazorg hoort bij elk traject dat we met je doorlopen.",
      ],
      ["beauty", "Plan na de behandeling een vervolgafspraak; de nazorg leggen we je uit."],
      ["retail", "De behandeling van je bestelling duurt een werkdag. Dat is een hele klus."],
      ["food-craft", "Een bruidstaart maken is een hele klus, en dat doen we graag."],
      ["food-craft", "Verras je gasten met een taart van ons."],
      ["trades", "Ontvang uw gasten straks op het nieuwe terras."],
      ["beauty", "Kom over drie weken terug voor onderhoud van je gellak."],
      ["care", "Je medisch dossier blijft bij ons. Daarna volgt soms een onderhoudsbehandeling."],
      [
        "professional",
        "Na een verbouwing vraag je de bouwtekening op bij de aannemer; bij de oplevering tellen we mee.",
      ],
      ["retail", "Breng je fiets elk voorjaar voor een onderhoudsbeurt."],
      ["trades", "Een behandeling tegen houtrot voorkomt erger. De monteur komt bij je thuis."],
    ];
    for (const [archetype, text] of natural) {
      expect([archetype, check(archetype, {}, text)]).toEqual([archetype, null]);
    }
  });

  it("still names the business's own guests in a shop or bakery", () => {
    expect(
      check("food-craft", {}, "Onze gasten komen graag terug. Veel gasten bestellen taart."),
    ).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een ambachtelijke voedselzaak, zoals een bakker of slager: “gasten”. Schrijf over wat jouw klanten bij jou doen.",
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
