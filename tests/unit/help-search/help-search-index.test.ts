import { describe, expect, it } from "vitest";
import {
  buildHelpSearchIndex,
  serializeHelpSearchIndex,
} from "../../../scripts/content/help-search-index";
import { createHelpSearchEngine } from "@/features/help-search/search-engine";

/**
 * The index built from the real help articles, searched the way the browser searches it (the
 * serialized index loaded with the shared options): what customers type finds the right article.
 */
const engine = createHelpSearchEngine(serializeHelpSearchIndex().json);
const topSlugs = (query: string, count = 3) =>
  engine
    .search(query)
    .slice(0, count)
    .map((hit) => hit.slug);

describe("the help search ranking", () => {
  it.each([
    ["factuur", "facturen-en-betaalmethode"],
    ["facturen", "facturen-en-betaalmethode"],
    ["Factuur downloaden", "facturen-en-betaalmethode"],
    ["opzegen", "abonnement-opzeggen"],
    ["hoe zeg ik mijn abonnement op", "abonnement-opzeggen"],
    ["wachtwoord vergeten", "wachtwoord-herstellen-of-wijzigen"],
    ["wahctwoord", "wachtwoord-herstellen-of-wijzigen"],
    ["wordpress koppelen", "wordpress-koppelen"],
    ["api sleutel", "api-sleutels"],
    ["API-sleutels", "api-sleutels"],
    ["geld terug", "geld-terug-garantie"],
    ["proefperiode", "gratis-proefperiode"],
    ["zoekwoorden toevoegen", "zoekwoorden-toevoegen"],
    ["search console", "search-console-koppelen"],
    ["pdf rapport", "pdf-en-volledig-rapport"],
    ["eigen logo", "white-label"],
    ["betaalmethode wijzigen", "facturen-en-betaalmethode"],
    ["account verwijderen", "gegevens-na-opzeggen"],
    ["website adres wijzigen", "website-adres-wijzigen"],
    ["taal engels", "taal-kiezen"],
    ["in welke talen", "taal-kiezen"],
    ["beëindigen", "abonnement-opzeggen"],
    ["BEEINDIGEN", "abonnement-opzeggen"],
  ])("%s → %s in the top 3", (query, slug) => {
    expect(topSlugs(query)).toContain(slug);
  });

  it("finds an article while its first word is still being typed", () => {
    expect(topSlugs("factu", 1)).toEqual(["facturen-en-betaalmethode"]);
    expect(topSlugs("wachtw", 1)).toEqual(["wachtwoord-herstellen-of-wijzigen"]);
  });

  it("finds nothing for words no article has", () => {
    expect(engine.search("qqqxxzz")).toEqual([]);
    expect(engine.search("   ")).toEqual([]);
  });

  it("leaves out articles that matched only a stray word", () => {
    expect(topSlugs("factuur", 5)).toEqual(["facturen-en-betaalmethode"]);
  });

  it("shows each hit with its category, address and the matched words marked", () => {
    const [hit] = engine.search("facturen");
    expect(hit).toMatchObject({
      slug: "facturen-en-betaalmethode",
      href: "/help-center/facturen-en-betaalmethode",
      category: "Account en facturering",
    });
    expect(hit.title.filter((piece) => piece.match).map((piece) => piece.text)).toEqual([
      "Facturen",
    ]);
    expect(hit.snippet.filter((piece) => piece.match).map((piece) => piece.text)).toContain(
      "facturen",
    );
  });
});

describe("the serialized index", () => {
  it("holds every help article once", () => {
    expect(buildHelpSearchIndex().documentCount).toBe(35);
  });

  it("is named after its content, so a changed index gets a new address", () => {
    const { json, fileName } = serializeHelpSearchIndex();
    expect(fileName).toMatch(/^assets\/help-search-index-[0-9a-f]{10}\.json$/);
    expect(serializeHelpSearchIndex().fileName).toBe(fileName);
    expect(JSON.parse(json)).toMatchObject({ documentCount: 35 });
  });
});
