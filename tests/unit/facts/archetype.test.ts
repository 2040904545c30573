import { describe, expect, it } from "vitest";
import { SECTORS } from "../../../supabase/functions/_shared/contract/onboarding.ts";
import { archetypeOf } from "../../../supabase/functions/_shared/facts/archetype.ts";
import { sectorDetailSuggestions } from "../../../src/content/onboarding.ts";
import { BUSINESS_SITES } from "../../fixtures/business-sites/sites.ts";
import type { SiteFact } from "../../../supabase/functions/_shared/contract/site-facts.ts";
import { siteFactsOf } from "./site-facts-support.ts";

const fact = (text: string): SiteFact => ({
  id: text,
  kind: "offering",
  text,
  pageUrl: "https://pluis.example/",
  pageTitle: null,
  name: null,
  priceCents: null,
  question: null,
  answer: null,
  hidden: false,
});

describe("archetypeOf", () => {
  it.each(BUSINESS_SITES.map((site) => [site.id, site] as const))(
    "knows the %s from its finer sector, from its name and site, or from its site alone",
    (_, site) => {
      const { sector, sectorDetail, businessName } = site.profile;
      const facts = siteFactsOf(site.id);
      expect(archetypeOf({ sector, sectorDetail })).toBe(site.archetype);
      expect(archetypeOf({ sector, businessName }, facts)).toBe(site.archetype);
      // Filed under "Overig" with a name that says nothing: the site's facts and titles decide.
      expect(archetypeOf({ sector: "Overig", businessName: "Jansen" }, facts)).toBe(site.archetype);
    },
  );

  it("makes a bakery filed under Horeca a food craft, not a restaurant with guests", () => {
    expect(archetypeOf({ sector: "Horeca", businessName: "Bakkerij De Korenschoof" })).toBe(
      "food-craft",
    );
    expect(
      archetypeOf({
        sector: "Horeca",
        businessName: "De Korenschoof",
        description: "Elke ochtend vers desembrood en banket uit eigen oven.",
      }),
    ).toBe("food-craft");
  });

  it("reads what the customer wrote for kinds of business it has no fixture for", () => {
    expect(
      archetypeOf({
        sector: "Overig",
        businessName: "Studio Lokaal",
        description: "Kapsalon voor dames en heren: knippen, kleuren en bruidskapsels.",
      }),
    ).toBe("beauty");
    expect(
      archetypeOf({
        sector: "Bouw en installatie",
        businessName: "Groen Buiten",
        offerings: ["Tuinaanleg", "Bestrating", "Snoeiwerk"],
      }),
    ).toBe("trades");
    expect(archetypeOf({ sector: "Overig", sectorDetail: "Tandartspraktijk" })).toBe("care");
    expect(archetypeOf({ sector: "Overig", sectorDetail: "Webshop in sieraden" })).toBe("retail");
    expect(archetypeOf({ sector: "Overig", sectorDetail: "Minicamping" })).toBe("horeca");
    expect(archetypeOf({ sector: "Beauty en wellness", businessName: "Kapsalon Pluis" })).toBe(
      "beauty",
    );
  });

  it("knows a car garage for a trade: jobs at a workshop, quotes and maintenance", () => {
    expect(archetypeOf({ sector: "Overig", sectorDetail: "Garage" })).toBe("trades");
    expect(archetypeOf({ sector: "Overig", businessName: "Autobedrijf Jansen" })).toBe("trades");
  });

  it("gives a business that works with animals the general wordings, not a hair salon's", () => {
    expect(archetypeOf({ sector: "Overig", businessName: "Hondentrimsalon Pluis" })).toBe("other");
    expect(archetypeOf({ sector: "Beauty en wellness", sectorDetail: "Trimsalon" })).toBe("other");
    expect(
      archetypeOf({ sector: "Overig", businessName: "Pluis", offerings: ["Knippen en scheren"] }, [
        fact("Wassen en föhnen van je hond"),
        fact("Poedel knippen: € 55"),
        fact("Een korte eerste afspraak zodat je puppy went aan de salon."),
        fact("Plukken van ruwharige honden"),
      ]),
    ).toBe("other");
  });

  it("falls back to the group when nothing else is known", () => {
    expect(SECTORS.map((sector) => archetypeOf({ sector }))).toEqual([
      "trades",
      "horeca",
      "retail",
      "professional",
      "care",
      "beauty",
      "training",
      "tech",
      "professional",
      "other",
    ]);
    expect(archetypeOf({ sector: "Onbekend" })).toBe("other");
  });

  it("gives every suggested finer sector outside 'Overig' a kind of business", () => {
    for (const [group, suggestions] of Object.entries(sectorDetailSuggestions)) {
      if (group === "Overig") continue;
      for (const sectorDetail of suggestions) {
        expect(archetypeOf({ sector: group, sectorDetail }), sectorDetail).not.toBe("other");
      }
    }
  });
});
