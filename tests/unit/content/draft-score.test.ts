import { describe, expect, it } from "vitest";
import {
  draftScore,
  REVIEW_SCORE_CAP,
} from "../../../supabase/functions/_shared/contract/draft-checks.ts";

describe("draftScore", () => {
  const passed = (group: "quality" | "seo" | "technical", n: number) =>
    Array.from({ length: n }, () => ({ passed: true, group }));

  it("weighs quality 3, SEO 2 and technical checks 1", () => {
    const items = [
      ...passed("quality", 2),
      ...passed("seo", 2),
      { passed: false, group: "technical" as const },
    ];
    // 6 + 4 of 11 → 91.
    expect(draftScore(items)).toEqual({ score: 91, earned: 10, total: 11, capped: false });
  });

  it("caps the score while a quality check fails, however much else passes", () => {
    const items = [
      { passed: false, group: "quality" as const },
      ...passed("quality", 5),
      ...passed("seo", 8),
      ...passed("technical", 10),
    ];
    // 41 of 44 would be 93.
    expect(draftScore(items)).toEqual({
      score: REVIEW_SCORE_CAP,
      earned: 41,
      total: 44,
      capped: true,
    });
    expect(REVIEW_SCORE_CAP).toBe(60);
  });
});
