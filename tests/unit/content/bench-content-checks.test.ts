import { describe, expect, it } from "vitest";
import { checkMonth } from "../../../scripts/bench-content-checks.ts";
import { BAKERY, BAKERY_FACTS } from "./checks/bakery-facts.ts";
import { FILLER_GUIDE, FILLER_LOCAL, GOOD_POST } from "./checks/bakery-posts.ts";

describe("the content bench's checker figures", () => {
  it("checks a month in writing order, each post against the ones before it", () => {
    const brief = (focusKeyword: string, secondaryKeywords: string[]) => ({
      topic: focusKeyword,
      focusKeyword,
      secondaryKeywords,
    });
    const findings = checkMonth(
      [
        {
          draft: FILLER_GUIDE,
          brief: brief("desembrood", ["bakker utrecht", "bruidstaart utrecht"]),
        },
        { draft: FILLER_LOCAL, brief: brief("bakker utrecht", ["desembrood"]) },
        { draft: GOOD_POST, brief: brief("desembrood", ["bakker utrecht"]) },
      ],
      BAKERY,
      BAKERY_FACTS,
    );
    expect(
      findings.map(({ passed, sharedSentences, unsupported, factsUsed }) => ({
        passed,
        sharedSentences,
        unsupported,
        factsUsed,
      })),
    ).toEqual([
      { passed: false, sharedSentences: 0, unsupported: [], factsUsed: 0 },
      { passed: false, sharedSentences: 10, unsupported: [], factsUsed: 0 },
      { passed: true, sharedSentences: 0, unsupported: [], factsUsed: 8 },
    ]);
  });
});
