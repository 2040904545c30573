// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  planTopics,
  type PlanInput,
} from "../../../supabase/functions/_shared/content/topic-planner.ts";
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

  it("takes the gaps first, then the profile's other keywords, and cycles", () => {
    expect(planTopics(input({ quota: 6 })).map((p) => p.focusKeyword)).toEqual([
      "badkamer renovatie",
      "Lekkage verhelpen",
      "loodgieter utrecht",
      "cv-ketel onderhoud",
      "warmtepomp installeren",
      "badkamer renovatie",
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
    const single = input({ gaps: [], profile: { ...PROFILE, keywords: ["kapper"] }, quota: 2 });
    expect(planTopics(single).map((p) => p.secondaryKeywords)).toEqual([[], []]);
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
      const words = post.topic.toLowerCase();
      expect(words).toContain(post.focusKeyword.toLowerCase());
      expect(words).not.toMatch(/\b(je|jij|jouw)\b/);
    }
    const informal = planTopics(
      input({ quota: 12, profile: { ...input().profile, tone: "informal" } }),
    );
    for (const post of informal) expect(post.topic).not.toMatch(/\b(u|uw)\b/i);
    expect(formal[0]!.topic).toBe("Veelgestelde vragen over badkamer renovatie");
  });

  it("varies the kind of topic: at least six different templates in nine posts", () => {
    const shapes = planTopics(input({ quota: 9 })).map((p) =>
      p.topic.toLowerCase().replace(p.focusKeyword.toLowerCase(), "{k}"),
    );
    expect(new Set(shapes).size).toBeGreaterThanOrEqual(6);
  });

  it("does not add the region to a keyword that already names it", () => {
    const plan = planTopics(
      input({ quota: 40, gaps: [], profile: { ...PROFILE, keywords: ["loodgieter utrecht"] } }),
    );
    expect(plan.some((p) => /utrecht.*utrecht/i.test(p.topic))).toBe(false);
    expect(plan.some((p) => p.topic.includes("(deel 2)"))).toBe(true);
  });
});
