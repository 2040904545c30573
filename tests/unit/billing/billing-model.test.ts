import { describe, expect, it } from "vitest";
import { lastDiscountedDay, trialDaysLeft } from "@/features/billing/model";
import { formatDateTimeLong } from "@/lib/format";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-11-26T12:00:00Z");

describe("trialDaysLeft", () => {
  it("rounds up to whole days and never goes below 0", () => {
    expect(trialDaysLeft(new Date(NOW + 14 * DAY).toISOString(), NOW)).toBe(14);
    expect(trialDaysLeft(new Date(NOW + 13.2 * DAY).toISOString(), NOW)).toBe(14);
    expect(trialDaysLeft(new Date(NOW + 0.5 * DAY).toISOString(), NOW)).toBe(1);
    expect(trialDaysLeft(new Date(NOW - DAY).toISOString(), NOW)).toBe(0);
  });
});

describe("lastDiscountedDay", () => {
  it("is the day before the first full-price invoice (Amsterdam calendar)", () => {
    expect(formatDateTimeLong(lastDiscountedDay("2027-02-26T10:00:00.000Z"))).toBe(
      "25 februari 2027",
    );
    // Just after midnight in Amsterdam on 1 March (still 28 February in UTC).
    expect(formatDateTimeLong(lastDiscountedDay("2027-02-28T23:30:00.000Z"))).toBe(
      "28 februari 2027",
    );
  });
});
