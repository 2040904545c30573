import { describe, expect, it } from "vitest";
import type { KeyedPerformance } from "../../../supabase/functions/_shared/contract/search-performance.ts";
import { placeNames } from "../../../supabase/functions/_shared/content/keywords/keyword-phrase.ts";
import {
  chooseSearchTopics,
  keywordOfPage,
  type SearchFigures,
  type SearchTopicInput,
} from "../../../supabase/functions/_shared/content/planning/search-topics/choose-search-topics.ts";
import {
  businessWords,
  judgeQuery,
} from "../../../supabase/functions/_shared/content/planning/search-topics/query-fit.ts";
import { planTopics } from "../../../supabase/functions/_shared/content/planning/topic-planner.ts";
import type { WriterProfile } from "../../../supabase/functions/_shared/content/types.ts";

const BAKERY: WriterProfile = {
  businessName: "Bakkerij De Vries",
  websiteUrl: "https://www.bakkerij-devries.nl",
  sector: "bakkerij",
  region: "Utrecht",
  tone: "informal",
  keywords: ["desembrood", "taart", "brood"],
  description: "Ambachtelijke bakkerij in Utrecht.",
  offerings: ["Appeltaart (8 personen)", "Croissants"],
  archetype: "food-craft",
};
const PLACES = placeNames(BAKERY.region);
const WORDS = businessWords(BAKERY);
const PERIOD = { from: "2026-10-14", to: "2026-11-10" };
const BEFORE = { from: "2026-09-16", to: "2026-10-13" };
const SITE = "https://www.bakkerij-devries.nl";

/** One row as readKeyed answers it. */
const row = (key: string, position: number, impressions: number, clicks = 0): KeyedPerformance => ({
  key,
  clicks,
  impressions,
  ctr: impressions > 0 ? clicks / impressions : null,
  position,
});

const figures = (overrides: Partial<SearchFigures> = {}): SearchFigures => ({
  period: PERIOD,
  periodBefore: BEFORE,
  queries: [],
  pagesBefore: [],
  pagesNow: [],
  ...overrides,
});

const input = (overrides: Partial<SearchTopicInput> = {}): SearchTopicInput => ({
  figures: figures(),
  business: WORDS,
  places: PLACES,
  pageKeywords: ["desembrood", "taart", "brood", "appeltaart", "croissants"],
  recentFocusKeywords: [],
  quota: 9,
  ...overrides,
});

describe("which queries fit the business", () => {
  it.each([
    ["desembrood utrecht", "fits"],
    ["taart bestellen utrecht", "fits"],
    ["wat kost desembrood", "fits"],
    ["taarten bestellen", "fits"],
    ["brood zelf bakken", "fits"],
    ["desembrood 500 gram", "has-digits"],
    ["bakkerij de vries", "own-brand"],
    ["desembrood openingstijden", "navigational"],
    ["desembrood bij mij in de buurt", "navigational"],
    ["taart reviews", "navigational"],
    ["best sourdough bread", "not-dutch"],
    ["desembrood recipe", "not-dutch"],
    ["desembrood amsterdam", "other-place"],
    ["bakkerij jansen utrecht", "unknown-word"],
    ["hema taart", "unknown-word"],
    ["wat kost utrecht", "off-topic"],
    ["utrecht desembrood", "awkward"],
    ["desembrood beste", "awkward"],
  ] as const)("%s → %s", (query, verdict) => {
    expect(judgeQuery(query, WORDS, PLACES)).toBe(verdict);
  });
});

describe("striking-distance topics", () => {
  it("takes queries at position 8–20 with impressions that fit, most impressions first", () => {
    const chosen = chooseSearchTopics(
      input({
        figures: figures({
          queries: [
            row("desembrood", 3.2, 900, 120), // already near the top
            row("taart bestellen utrecht", 11.43, 320, 4),
            row("desembrood utrecht", 8, 410, 9),
            row("brood bezorgen", 20, 12),
            row("taart kopen", 20.01, 500), // page 3
            row("croissants utrecht", 14, 9), // too few impressions
            row("bakkerij jansen utrecht", 12, 800), // another bakery
            row("desembrood amsterdam", 9, 700), // not a place it serves
          ],
        }),
      }),
    );
    expect(chosen).toEqual([
      {
        keyword: "desembrood utrecht",
        reason: {
          kind: "striking-distance",
          query: "desembrood utrecht",
          position: 8,
          impressions: 410,
          clicks: 9,
          period: PERIOD,
        },
      },
      {
        keyword: "taart bestellen utrecht",
        reason: {
          kind: "striking-distance",
          query: "taart bestellen utrecht",
          position: 11.43,
          impressions: 320,
          clicks: 4,
          period: PERIOD,
        },
      },
      {
        keyword: "brood bezorgen",
        reason: {
          kind: "striking-distance",
          query: "brood bezorgen",
          position: 20,
          impressions: 12,
          clicks: 0,
          period: PERIOD,
        },
      },
    ]);
  });

  it("skips a query a recent post already targets, in any word order", () => {
    const chosen = chooseSearchTopics(
      input({
        figures: figures({
          queries: [row("desembrood utrecht", 9, 410), row("taart bestellen", 12, 200)],
        }),
        recentFocusKeywords: ["Utrecht  Desembrood"],
      }),
    );
    expect(chosen.map((topic) => topic.keyword)).toEqual(["taart bestellen"]);
  });

  it("fills at most half of the new posts, rounded up", () => {
    const queries = [
      row("desembrood utrecht", 9, 400),
      row("taart bestellen", 10, 300),
      row("brood bezorgen", 11, 200),
      row("taart kopen", 12, 100),
    ];
    const count = (quota: number) =>
      chooseSearchTopics(input({ figures: figures({ queries }), quota })).length;
    expect([count(0), count(1), count(3), count(9)]).toEqual([0, 1, 2, 4]);
  });
});

describe("pages losing clicks", () => {
  it("finds the keyword a page is about from its address", () => {
    const keywords = ["desembrood", "taart", "brood", "appeltaart"];
    expect(keywordOfPage(`${SITE}/blog/desembrood`, keywords)).toBe("desembrood");
    expect(keywordOfPage(`${SITE}/appeltaart-bestellen`, keywords)).toBe("appeltaart");
    expect(keywordOfPage(`${SITE}/contact`, keywords)).toBeNull();
    expect(keywordOfPage(`${SITE}/`, keywords)).toBeNull();
  });

  it("plans a post for a page with a fifth fewer clicks or more, after the best query", () => {
    const chosen = chooseSearchTopics(
      input({
        figures: figures({
          queries: [row("taart bestellen utrecht", 11.43, 320, 4), row("brood bezorgen", 15, 50)],
          pagesBefore: [
            row(`${SITE}/`, 2, 5000, 400), // the home page: no keyword to support
            row(`${SITE}/desembrood`, 5, 900, 40),
            row(`${SITE}/taart`, 6, 700, 30), // 30 → 25: less than a fifth
            row(`${SITE}/blog/brood`, 9, 300, 9), // too few clicks to tell
          ],
          pagesNow: [
            row(`${SITE}/`, 2, 3000, 200),
            row(`${SITE}/desembrood`, 6, 600, 22),
            row(`${SITE}/taart`, 6, 650, 25),
          ],
        }),
        quota: 5,
      }),
    );
    expect(chosen).toEqual([
      {
        keyword: "taart bestellen utrecht",
        reason: expect.objectContaining({
          kind: "striking-distance",
          query: "taart bestellen utrecht",
        }),
      },
      {
        keyword: "desembrood",
        reason: {
          kind: "losing-page",
          page: `${SITE}/desembrood`,
          clicksBefore: 40,
          clicksNow: 22,
          periodBefore: BEFORE,
          period: PERIOD,
        },
      },
      {
        keyword: "brood bezorgen",
        reason: expect.objectContaining({ kind: "striking-distance", query: "brood bezorgen" }),
      },
    ]);
  });
});

describe("the planner with Search Console topics", () => {
  const plan = (searchTopics?: SearchTopicInput["figures"]) =>
    planTopics({
      profile: BAKERY,
      gaps: [],
      quota: 3,
      periodStart: "2026-11-12",
      periodEnd: "2026-12-12",
      existingTopics: [],
      ...(searchTopics && {
        searchTopics: chooseSearchTopics(input({ figures: searchTopics, quota: 3 })),
      }),
    });

  it("leads with the striking-distance queries and records why every topic was chosen", () => {
    const posts = plan(
      figures({
        queries: [
          row("taart bestellen utrecht", 11.43, 320, 4),
          row("desembrood utrecht", 9, 410, 9),
        ],
      }),
    );
    expect(posts.map((post) => [post.focusKeyword, post.reason.kind])).toEqual([
      ["desembrood utrecht", "striking-distance"],
      ["taart bestellen utrecht", "striking-distance"],
      ["desembrood", "profile-keyword"],
    ]);
    expect(posts[0]!.reason).toEqual({
      kind: "striking-distance",
      query: "desembrood utrecht",
      position: 9,
      impressions: 410,
      clicks: 9,
      period: PERIOD,
    });
    for (const post of posts) {
      expect(post.topic.toLowerCase()).toContain(post.focusKeyword.split(" ")[0]);
      expect(post.focusKeyword).not.toMatch(/[\d()]/);
    }
    expect(new Set(posts.map((post) => post.topic.toLowerCase())).size).toBe(3);
  });

  it("plans exactly as before without Search Console topics", () => {
    const without = plan();
    expect(plan(figures())).toEqual(without);
    expect(without.map((post) => [post.focusKeyword, post.reason])).toEqual([
      ["desembrood", { kind: "profile-keyword" }],
      ["taart", { kind: "profile-keyword" }],
      ["brood", { kind: "profile-keyword" }],
    ]);
  });
});
