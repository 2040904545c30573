import { describe, expect, it } from "vitest";
import { containsKeywordPhrase } from "../../../supabase/functions/_shared/content/keywords/keyword-phrase.ts";
import {
  focusKeywordLimit,
  planTopics,
  replacementTopic,
  type PlanInput,
} from "../../../supabase/functions/_shared/content/planning/topic-planner.ts";
import { WRITER_FIXTURES } from "../../fixtures/site-facts/index.ts";
import { PROFILE } from "./fixtures.ts";

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  profile: { ...PROFILE, keywords: [...PROFILE.keywords, "warmtepomp installeren"] },
  gaps: [
    { keyword: "badkamer renovatie", missingIn: ["title", "heading"] },
    { keyword: "Lekkage verhelpen", missingIn: ["url"] },
  ],
  quota: 3,
  periodStart: "2026-12-01",
  periodEnd: "2027-01-01",
  existingTopics: [],
  ...overrides,
});

describe("planTopics", () => {
  it("plans nothing for a quota of 0", () => {
    expect(planTopics(input({ quota: 0 }))).toEqual([]);
  });

  it("spreads the posts evenly over the period", () => {
    // 31 days in 3 slices: the middle days 5, 15 and 25 after the start.
    expect(planTopics(input()).map((p) => p.plannedFor)).toEqual([
      "2026-12-06",
      "2026-12-16",
      "2026-12-26",
    ]);
    expect(planTopics(input({ quota: 1 }))[0]!.plannedFor).toBe("2026-12-16");
  });

  it.each([1, 3, 9, 30, 45])("plans exactly %i posts inside [start, end)", (quota) => {
    const plan = planTopics(
      input({ quota, periodStart: "2026-02-01T00:00:00.000Z", periodEnd: "2026-03-01" }),
    );
    expect(plan).toHaveLength(quota);
    const dates = plan.map((p) => p.plannedFor);
    expect(dates.every((d) => d >= "2026-02-01" && d < "2026-03-01")).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it("takes the gaps first, then the profile's keywords, then the offerings", () => {
    expect(planTopics(input({ quota: 6 })).map((p) => p.focusKeyword)).toEqual([
      "badkamer renovatie",
      "Lekkage verhelpen",
      "loodgieter utrecht",
      "cv-ketel onderhoud",
      "warmtepomp installeren",
      "badkamers",
    ]);
  });

  it("adds up to three secondary keywords from the profile, never the focus keyword", () => {
    for (const post of planTopics(input({ quota: 12 }))) {
      expect(post.secondaryKeywords.length).toBeGreaterThanOrEqual(1);
      expect(post.secondaryKeywords.length).toBeLessThanOrEqual(3);
      const lower = post.secondaryKeywords.map((k) => k.toLowerCase());
      expect(lower).not.toContain(post.focusKeyword.toLowerCase());
      expect(new Set(lower).size).toBe(lower.length);
    }
    const single = input({
      gaps: [],
      profile: { ...PROFILE, keywords: ["kapper"], offerings: [] },
      quota: 2,
    });
    // The second post is the keyword in the region ("kapper utrecht"), with "kapper" beside it.
    expect(planTopics(single).map((p) => p.secondaryKeywords)).toEqual([[], ["kapper"]]);
  });

  it("never repeats a topic within a month of 30 posts or with earlier topics", () => {
    const month = planTopics(input({ quota: 30 }));
    const topics = month.map((p) => p.topic.toLowerCase());
    expect(new Set(topics).size).toBe(30);
    const next = planTopics(
      input({ quota: 30, existingTopics: month.map((p) => p.topic.toUpperCase()) }),
    );
    expect(next.filter((p) => topics.includes(p.topic.toLowerCase()))).toEqual([]);
    expect(new Set(next.map((p) => p.topic.toLowerCase())).size).toBe(30);
  });

  it("keeps the keyword in the topic, speaks in the profile's tone and is deterministic", () => {
    const formal = planTopics(input({ quota: 12 }));
    expect(planTopics(input({ quota: 12 }))).toEqual(formal);
    for (const post of formal) {
      // The keyword as a phrase a sentence can say: "Loodgieter in Utrecht: …".
      expect(containsKeywordPhrase(post.topic, post.focusKeyword)).toBe(true);
      expect(post.topic.toLowerCase()).not.toMatch(/\b(je|jij|jouw)\b/);
    }
    const informal = planTopics(
      input({ quota: 12, profile: { ...input().profile, tone: "informal" } }),
    );
    for (const post of informal) expect(post.topic).not.toMatch(/\b(u|uw)\b/i);
    expect(formal[0]!.topic).toBe("Badkamer renovatie: wat te doen bij spoed?");
  });

  it("varies the kind of topic: at least six different templates in nine posts", () => {
    const shapes = planTopics(input({ quota: 9 })).map((p) => p.topic.split(": ")[1]);
    expect(new Set(shapes).size).toBeGreaterThanOrEqual(6);
  });

  it("does not add the region to a keyword that already names it", () => {
    const plan = planTopics(
      input({ quota: 40, gaps: [], profile: { ...PROFILE, keywords: ["loodgieter utrecht"] } }),
    );
    expect(plan.some((p) => /utrecht.*utrecht/i.test(p.topic))).toBe(false);
    expect(new Set(plan.map((p) => p.topic.toLowerCase())).size).toBe(40);
  });
});

describe("planTopics: variety over a month", () => {
  const count = (keywords: string[]) =>
    Math.max(...[...new Set(keywords)].map((k) => keywords.filter((x) => x === k).length));

  it("lets a focus keyword lead at most two posts of nine, four of thirty", () => {
    expect(focusKeywordLimit(9)).toBe(2);
    expect(focusKeywordLimit(30)).toBe(4);
    for (const fixture of WRITER_FIXTURES) {
      const base = {
        profile: fixture.profile,
        facts: fixture.facts,
        gaps: [],
        periodStart: "2026-12-01",
        periodEnd: "2027-01-01",
        existingTopics: [],
      };
      const month = planTopics({ ...base, quota: 9 }).map((p) => p.focusKeyword.toLowerCase());
      expect(count(month), fixture.name).toBeLessThanOrEqual(2);
      expect(new Set(month).size, fixture.name).toBeGreaterThanOrEqual(5);
      const power = planTopics({ ...base, quota: 30 }).map((p) => p.focusKeyword.toLowerCase());
      // Only a site with fewer than 30 ÷ 4 keywords (the hair salon) goes over, one angle each.
      const limit = new Set(power).size * 4 >= 30 ? 4 : Math.ceil(30 / new Set(power).size);
      expect(count(power), fixture.name).toBeLessThanOrEqual(limit);
      expect(new Set(planTopics({ ...base, quota: 30 }).map((p) => p.topic)).size).toBe(30);
    }
  });

  it("counts the posts already planned in the period (an upgrade adds to a month)", () => {
    const bakery = WRITER_FIXTURES[0]!;
    const base = {
      profile: bakery.profile,
      facts: bakery.facts,
      gaps: [],
      periodStart: "2026-12-01",
      periodEnd: "2027-01-01",
      existingTopics: [],
    };
    const first = planTopics({ ...base, quota: 3, periodQuota: 9 });
    const rest = planTopics({
      ...base,
      quota: 6,
      periodQuota: 9,
      periodFocusKeywords: first.map((p) => p.focusKeyword),
      existingTopics: first.map((p) => p.topic),
    });
    const all = [...first, ...rest].map((p) => p.focusKeyword.toLowerCase());
    expect(count(all)).toBeLessThanOrEqual(2);
    expect(all.filter((k) => k === "bakker utrecht")).toHaveLength(2);
  });

  it("adds the provider in the other places the site serves ('loodgieter leusden')", () => {
    const plumber = WRITER_FIXTURES.find((fixture) => fixture.name === "installateur")!;
    const month = planTopics({
      profile: plumber.profile,
      facts: plumber.facts,
      gaps: [],
      quota: 30,
      periodStart: "2026-12-01",
      periodEnd: "2027-01-01",
      existingTopics: [],
    });
    const keywords = month.map((post) => post.focusKeyword);
    expect(keywords).toEqual(
      expect.arrayContaining(["loodgieter leusden", "loodgieter soest", "loodgieter nijkerk"]),
    );
    expect(month.some((post) => post.topic.startsWith("Loodgieter in Leusden"))).toBe(true);
  });

  it("plans a post about costs only when the site shows prices", () => {
    const bakery = WRITER_FIXTURES[0]!;
    const base = {
      profile: bakery.profile,
      gaps: [],
      quota: 30,
      periodStart: "2026-12-01",
      periodEnd: "2027-01-01",
      existingTopics: [],
    };
    const withPrices = planTopics({ ...base, facts: bakery.facts }).map((p) => p.topic);
    const without = planTopics({
      ...base,
      facts: bakery.facts.filter((f) => f.priceCents === null),
    }).map((p) => p.topic);
    expect(withPrices.some((t) => /prijzen/i.test(t))).toBe(true);
    expect(without.some((t) => /prijzen|kost/i.test(t))).toBe(false);
  });
});

describe("replacementTopic ('Ander onderwerp')", () => {
  const bakery = WRITER_FIXTURES[0]!;
  const base: PlanInput = {
    profile: bakery.profile,
    facts: bakery.facts,
    gaps: [],
    quota: 1,
    periodStart: "2026-12-10",
    periodEnd: "2026-12-11",
    existingTopics: [],
    periodQuota: 9,
  };

  it("gives another focus keyword while the month has one to spare", () => {
    const replaced = {
      focusKeyword: "bakker utrecht",
      topic: "Bakker in Utrecht: alles op een rij",
    };
    const next = replacementTopic(
      { ...base, periodFocusKeywords: ["desembrood"], existingTopics: [replaced.topic] },
      replaced,
    )!;
    expect(next.focusKeyword).not.toBe("bakker utrecht");
    expect(next.topic).not.toBe(replaced.topic);
    expect(next.plannedFor).toBe("2026-12-10");
  });

  it("swapped again and again never returns to an earlier keyword and topic pair", () => {
    let current = { focusKeyword: "bakker utrecht", topic: "Bakker in Utrecht: alles op een rij" };
    const seen = [current.topic];
    const month = ["desembrood", "taart bestellen"];
    for (let i = 0; i < 12; i++) {
      const next = replacementTopic(
        { ...base, periodFocusKeywords: month, existingTopics: [...seen] },
        current,
      )!;
      expect(seen.map((t) => t.toLowerCase())).not.toContain(next.topic.toLowerCase());
      expect(next.focusKeyword !== current.focusKeyword || next.topic !== current.topic).toBe(true);
      seen.push(next.topic);
      current = next;
    }
  });

  it("takes another angle on the same keyword when every keyword is used up", () => {
    // No region and no offerings: "desembrood" is the only keyword there is.
    const profile = { ...bakery.profile, region: "", keywords: ["desembrood"], offerings: [] };
    const replaced = { focusKeyword: "desembrood", topic: "Desembrood: veelgestelde vragen" };
    const next = replacementTopic(
      { ...base, profile, facts: [], periodFocusKeywords: [], existingTopics: [replaced.topic] },
      replaced,
    )!;
    expect(next.focusKeyword).toBe("desembrood");
    expect(next.topic).not.toMatch(/veelgestelde vragen/i);
  });
});
