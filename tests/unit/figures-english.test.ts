import { describe, expect, it } from "vitest";
import { dutchFigures } from "@contract/dutch-figures";
import { figuresFor } from "@/i18n/figures";

describe("Search Console figures in the customer's language", () => {
  it("Dutch is the report's own formatting", () => {
    expect(figuresFor("nl")).toBe(dutchFigures);
  });

  it("English uses en-GB separators and 'to' in a period, by the same rules", () => {
    const en = figuresFor("en");
    expect(en.count(1234567)).toBe("1,234,567");
    expect(en.ctr(0.03456)).toBe("3.5%");
    expect(en.ctr(null)).toBe("–");
    expect(en.position(12)).toBe("12.0");
    expect(en.changeAmount(-12.46)).toBe("12.5");
    expect(en.change(12.5)).toBe("+12.5%");
    expect(en.difference(-3)).toBe("-3");
    expect(en.day("2026-11-01")).toBe("1 November 2026");
    expect(en.month("2026-11")).toBe("November 2026");
    expect(en.shortMonth("2026-11")).toBe("Nov 26");
    expect(en.period({ from: "2026-10-01", to: "2026-10-28" })).toBe("1 to 28 October 2026");
    expect(en.period({ from: "2026-09-29", to: "2026-10-26" })).toBe(
      "29 September to 26 October 2026",
    );
    expect(en.period({ from: "2025-12-08", to: "2026-01-04" })).toBe(
      "8 December 2025 to 4 January 2026",
    );
  });
});
