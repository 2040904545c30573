import { describe, expect, it } from "vitest";
import { bestAttempt } from "../../../supabase/functions/_shared/content/writing/best-attempt.ts";
import type { DraftCheck } from "../../../supabase/functions/_shared/content/types.ts";

/** A check result with this many failed quality checks and this score. */
function result(failures: number, score: number): DraftCheck {
  return {
    score,
    wordCount: 700,
    needsReview: failures > 0,
    factsUsed: [],
    checks: Array.from({ length: 3 }, (_, i) => ({
      id: `q${i}`,
      passed: i >= failures,
      label: `Controle ${i}`,
      detail: null,
      group: "quality" as const,
    })),
  };
}

describe("bestAttempt", () => {
  it("stops at the first draft that passes every quality check", async () => {
    const checks = [result(2, 50), result(0, 97), result(0, 100)];
    const written: number[] = [];
    const best = await bestAttempt(
      3,
      async (attempt) => {
        written.push(attempt);
        return attempt;
      },
      (draft) => checks[draft - 1]!,
    );
    expect(written).toEqual([1, 2]);
    expect(best).toMatchObject({ draft: 2, attempts: 2 });
  });

  it("keeps the draft with the fewest quality failures, then the best score, after N attempts", async () => {
    const checks = [result(2, 55), result(1, 40), result(1, 58)];
    const best = await bestAttempt(
      3,
      async (attempt) => attempt,
      (draft) => checks[draft - 1]!,
    );
    expect(best).toMatchObject({ draft: 3, attempts: 3 });
    expect(best.check.needsReview).toBe(true);
  });

  it("gives the previous attempt to the next one and keeps the best so far when a writer gives up", async () => {
    const previous: Array<number | null> = [];
    const best = await bestAttempt<number>(
      2,
      async (attempt, before) => {
        previous.push(before?.draft ?? null);
        return attempt === 1 ? 1 : null;
      },
      () => result(1, 60),
    );
    expect(previous).toEqual([null, 1]);
    expect(best).toMatchObject({ draft: 1, attempts: 1 });
  });
});
