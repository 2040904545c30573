// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkMonth, findingsRows } from "../../../scripts/bench-content-checks.ts";
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
    const rows = Object.fromEntries(findingsRows(findings));
    expect(rows["checker pass rate (no 'Controle nodig')"]).toBe("1 of 3 (33%)");
    expect(rows["sentences shared with earlier posts of the month (total / max per post)"]).toBe(
      "10 / 10",
    );
    expect(rows["site facts used per post (min / median)"]).toBe("0 / 0");
  });
});
