/**
 * The built-in writer on a month of nine posts per kind of business, written as the write job
 * does (each post avoids the sentences of the posts before it): grounded in the site's facts,
 * no repeated sentences, keywords said naturally or reported, whole-sentence meta descriptions.
 */
import { describe, expect, it } from "vitest";
import { writeBuiltInDraft } from "../../../supabase/functions/_shared/content/writing/built-in-writer.ts";
import {
  keywordPhrase,
  namesProvider,
  placeNames,
} from "../../../supabase/functions/_shared/content/keywords/keyword-phrase.ts";
import {
  repeatableFingerprints,
  splitSentences,
} from "../../../supabase/functions/_shared/text/sentences.ts";
import { planTopics } from "../../../supabase/functions/_shared/content/planning/topic-planner.ts";
import type {
  DraftResult,
  PlannedPost,
} from "../../../supabase/functions/_shared/content/types.ts";
import { WRITER_FIXTURES, type WriterFixture } from "../../fixtures/site-facts/index.ts";

interface Month {
  fixture: WriterFixture;
  posts: { brief: PlannedPost; draft: DraftResult }[];
}

function writeMonth(fixture: WriterFixture): Month {
  const plan = planTopics({
    profile: fixture.profile,
    facts: fixture.facts,
    gaps: [],
    quota: 9,
    periodStart: "2026-12-01",
    periodEnd: "2027-01-01",
    existingTopics: [],
  });
  const earlier = new Set<string>();
  const posts = plan.map((brief, i) => {
    const draft = writeBuiltInDraft({
      brief,
      profile: fixture.profile,
      facts: fixture.facts,
      links: fixture.links,
      earlierSentences: earlier,
      seed: i + 1,
    });
    for (const print of repeatableFingerprints(draft.markdown)) earlier.add(print);
    return { brief, draft };
  });
  return { fixture, posts };
}

const months = WRITER_FIXTURES.map(writeMonth);
const byName = (name: string) => months.find((month) => month.fixture.name === name)!;

/** The place names the writer knows for this business: its region and the site's places. */
const placesOf = (fixture: WriterFixture) =>
  placeNames(
    fixture.profile.region,
    fixture.facts.filter((fact) => fact.kind === "place" && fact.name).map((fact) => fact.name!),
  );

/** "€ 14,50" → 1450, "€ 42" → 4200. */
const amounts = (text: string) =>
  [...text.matchAll(/€\s?(\d{1,3}(?:\.\d{3})*)(?:,(\d{2}))?/g)].map(
    (m) => Number(m[1]!.replace(/\./g, "")) * 100 + Number(m[2] ?? 0),
  );

/** The words of the two template drafts the issue quotes, which fit none of these businesses. */
const TEMPLATE_FILLER =
  /offertes? opvragen|het resultaat over een paar jaar|hoe lang duurt het traject|onderhoud of vervolgafspraken|garantiebewijzen/i;

describe.each(months.map((month) => [month.fixture.name, month] as const))(
  "a month for the %s",
  (_, month) => {
    const { fixture, posts } = month;
    const visibleIds = new Set(fixture.facts.filter((fact) => !fact.hidden).map((fact) => fact.id));

    it("states at least three of the site's facts in every post, and only visible ones", () => {
      for (const { draft } of posts) {
        expect(draft.usedFactIds.length, draft.title).toBeGreaterThanOrEqual(3);
        for (const id of draft.usedFactIds) expect(visibleIds.has(id)).toBe(true);
      }
    });

    it("repeats no sentence of eight or more words between the nine posts", () => {
      const seen = new Map<string, string>();
      const shared: string[] = [];
      for (const { draft } of posts) {
        for (const print of new Set(repeatableFingerprints(draft.markdown))) {
          if (seen.has(print)) shared.push(`${draft.title} / ${seen.get(print)}`);
          seen.set(print, draft.title);
        }
      }
      expect(shared).toEqual([]);
    });

    it("gives every post its own title", () => {
      const titles = posts.map(({ draft }) => draft.title.toLowerCase());
      expect(new Set(titles).size).toBe(9);
    });

    it("names only prices and years the site shows", () => {
      const prices = new Set(
        fixture.facts.flatMap((fact) => (fact.priceCents === null ? [] : [fact.priceCents])),
      );
      const factText = fixture.facts.map((fact) => `${fact.text} ${fact.answer ?? ""}`).join(" ");
      for (const { draft } of posts) {
        for (const cents of amounts(draft.markdown))
          expect(prices.has(cents), draft.title).toBe(true);
        for (const year of draft.markdown.match(/\b(?:19|20)\d{2}\b/g) ?? []) {
          expect(factText, draft.title).toContain(year);
        }
      }
    });

    it("has none of the template filler the issue quotes", () => {
      for (const { draft } of posts) {
        expect(`${draft.markdown}\n${draft.metaDescription}`).not.toMatch(TEMPLATE_FILLER);
      }
    });

    it("says keywords as phrases, never in search-box form, or reports them", () => {
      const places = placesOf(fixture);
      for (const { brief, draft } of posts) {
        for (const keyword of [brief.focusKeyword, ...brief.secondaryKeywords]) {
          const phrase = keywordPhrase(keyword, places);
          const text = draft.markdown.toLowerCase();
          if (!phrase.placeable) expect(draft.unplacedKeywords).toContain(phrase.keyword);
          else if (phrase.phrase.toLowerCase() !== keyword.toLowerCase()) {
            expect(text, `${keyword} in ${draft.title}`).not.toContain(keyword.toLowerCase());
          }
        }
      }
    });

    it("never 'searches' a thing: 'Zoekt u rugklachten?' is for providers only", () => {
      const places = placesOf(fixture);
      for (const { brief, draft } of posts) {
        const text = `${draft.markdown} ${draft.metaDescription}`.toLowerCase();
        for (const keyword of [brief.focusKeyword, ...brief.secondaryKeywords]) {
          const phrase = keywordPhrase(keyword, places);
          if (phrase.kind !== "noun" || namesProvider(phrase)) continue;
          for (const asked of ["zoekt u", "zoek je", "op zoek naar"]) {
            expect(text, `${keyword} in ${draft.title}`).not.toMatch(
              new RegExp(
                `${asked} (?:ook )?${phrase.withArticle.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?`,
              ),
            );
          }
        }
      }
    });

    it("writes meta descriptions of whole sentences, 150–160 characters", () => {
      for (const { draft } of posts) {
        const description = draft.metaDescription;
        expect(description.length, description).toBeGreaterThanOrEqual(150);
        expect(description.length, description).toBeLessThanOrEqual(160);
        expect(description).toMatch(/[.?!]$/);
        for (const sentence of splitSentences(description)) {
          expect(sentence.split(" ").length, description).toBeGreaterThanOrEqual(3);
        }
      }
    });
  },
);

describe("grounding in the bakery's own site", () => {
  const bakery = byName("bakkerij");
  const all = bakery.posts.map(({ draft }) => draft.markdown).join("\n");

  it("links the pages its offerings come from", () => {
    expect(all).toContain("](https://dekorenschoof.nl/assortiment)");
    expect(all).toContain("](https://dekorenschoof.nl/taart-bestellen)");
  });

  it("quotes the site's prices, hours and claims, and speaks of ordering, not of guests or quotes", () => {
    expect(all).toContain("€ 14,50");
    expect(all).toContain("Open van dinsdag tot en met zaterdag van 7.00 tot 17.00 uur.");
    expect(all).toContain("Sinds 1987");
    expect(all).toMatch(/bestellen/i);
    expect(all).not.toMatch(/\bgasten\b|offerte|garantie/i);
  });

  it("leaves out a fact the customer hid", () => {
    const facts = bakery.fixture.facts.map((fact) =>
      fact.name === "Appeltaart" ? { ...fact, hidden: true } : fact,
    );
    for (const [i, { brief }] of bakery.posts.entries()) {
      const draft = writeBuiltInDraft({
        brief,
        profile: bakery.fixture.profile,
        facts,
        links: [],
        seed: i + 1,
      });
      expect(draft.markdown).not.toContain("€ 14,50");
      expect(draft.usedFactIds).not.toContain(
        bakery.fixture.facts.find((f) => f.name === "Appeltaart")!.id,
      );
    }
  });
});

describe("a keyword that cannot be said naturally", () => {
  const { profile, facts, links } = byName("kapsalon").fixture;

  it("is reported in the result and not forced into the text", () => {
    const draft = writeBuiltInDraft({
      brief: {
        topic: "Goed geknipt de winter door",
        focusKeyword: "kapper goedkoop",
        secondaryKeywords: ["groningen kapper", "balayage"],
      },
      profile,
      facts,
      links,
      seed: 1,
    });
    expect(draft.unplacedKeywords).toEqual(["kapper goedkoop", "groningen kapper"]);
    expect(draft.markdown.toLowerCase()).not.toContain("kapper goedkoop");
    expect(draft.markdown.toLowerCase()).not.toContain("groningen kapper");
    expect(draft.markdown.toLowerCase()).toContain("balayage");
    expect(draft.title).toBe("Goed geknipt de winter door");
  });
});
