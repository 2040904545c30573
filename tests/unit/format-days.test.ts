import { describe, expect, it } from "vitest";
import { addMonthsToDay, formatDayRange, formatDayShort } from "@/lib/format";

describe("calendar-day formats (Contentkalender)", () => {
  it("writes a day the Dutch short way", () => {
    expect(formatDayShort("2026-12-01")).toBe("di 1 dec");
    expect(formatDayShort("2026-03-03")).toBe("di 3 mrt");
    // A timestamp counts as its day in Amsterdam: 23:30 UTC on 30 November is 1 December there.
    expect(formatDayShort("2026-11-30T23:30:00.000Z")).toBe("di 1 dec");
  });

  it("shows a period with an exclusive end as first – last day", () => {
    expect(formatDayRange("2026-11-25", "2026-12-25")).toBe("25 nov – 24 dec 2026");
    expect(formatDayRange("2026-12-01", "2027-01-01")).toBe("1 dec – 31 dec 2026");
  });

  it("writes days and periods the English way on request", () => {
    expect(formatDayShort("2026-12-01", "en-GB")).toBe("Tue 1 Dec");
    expect(formatDayShort("2026-11-30T23:30:00.000Z", "en-GB")).toBe("Tue 1 Dec");
    expect(formatDayRange("2026-11-25", "2026-12-25", "en-GB")).toBe("25 Nov – 24 Dec 2026");
    // Still Dutch after an English call: one formatter per language.
    expect(formatDayShort("2026-12-01")).toBe("di 1 dec");
  });

  it("steps periods back by whole months", () => {
    expect(addMonthsToDay("2026-11-25", -1)).toBe("2026-10-25");
    expect(addMonthsToDay("2026-01-15", -1)).toBe("2025-12-15");
  });
});
