import { describe, expect, it } from "vitest";
import {
  changeAmountNl,
  changeNl,
  countNl,
  ctrNl,
  differenceNl,
  periodNl,
  positionNl,
} from "@contract/dutch-figures";

describe("Dutch Search Console figures", () => {
  it("states a period of days the Dutch way, naming month and year once where shared", () => {
    expect(periodNl({ from: "2026-10-01", to: "2026-10-28" })).toBe("1 t/m 28 oktober 2026");
    expect(periodNl({ from: "2026-09-29", to: "2026-10-26" })).toBe(
      "29 september t/m 26 oktober 2026",
    );
    expect(periodNl({ from: "2025-12-08", to: "2026-01-04" })).toBe(
      "8 december 2025 t/m 4 januari 2026",
    );
  });

  it("formats counts, CTR, position and changes with Dutch separators", () => {
    expect(countNl(1234567)).toBe("1.234.567");
    expect(ctrNl(0.03456)).toBe("3,5%");
    expect(ctrNl(null)).toBe("–");
    expect(positionNl(12)).toBe("12,0");
    expect(positionNl(null)).toBe("–");
    expect(changeAmountNl(-12.46)).toBe("12,5");
    expect(changeNl(12.5)).toBe("+12,5%");
    expect(changeNl(null)).toBe("–");
    expect(differenceNl(-3)).toBe("-3");
  });
});
