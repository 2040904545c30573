import { describe, expect, it } from "vitest";
import {
  formatChangeAmount,
  formatCount,
  formatCtr,
  formatDayPeriod,
  formatPosition,
} from "@/lib/format-performance";

describe("Dutch Search Console figures", () => {
  it("states a period of days the Dutch way, naming month and year once where shared", () => {
    expect(formatDayPeriod("2026-10-01", "2026-10-28")).toBe("1 t/m 28 oktober 2026");
    expect(formatDayPeriod("2026-09-29", "2026-10-26")).toBe("29 september t/m 26 oktober 2026");
    expect(formatDayPeriod("2025-12-08", "2026-01-04")).toBe("8 december 2025 t/m 4 januari 2026");
  });

  it("formats counts, CTR, position and the size of a change with Dutch separators", () => {
    expect(formatCount(1234567)).toBe("1.234.567");
    expect(formatCtr(0.03456)).toBe("3,5%");
    expect(formatPosition(12)).toBe("12,0");
    expect(formatChangeAmount(-12.46)).toBe("12,5");
  });
});
