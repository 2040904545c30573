import { describe, expect, it } from "vitest";
import { writeTimeFor } from "../../../supabase/functions/_shared/content/planning/plan-period.ts";

describe("writeTimeFor", () => {
  const now = new Date("2026-11-26T00:30:00Z");

  it("writes a planned post early on its day, 06:00 UTC", () => {
    expect(writeTimeFor("2026-12-11", now).toISOString()).toBe("2026-12-11T06:00:00.000Z");
  });

  it("writes at once when the planned day's 06:00 UTC has passed", () => {
    const later = new Date("2026-11-26T09:15:00Z");
    expect(writeTimeFor("2026-11-26", later)).toBe(later);
  });

  it("writes a new customer's first post at once, also between midnight and 06:00 UTC", () => {
    expect(writeTimeFor("2026-11-26", now).toISOString()).toBe("2026-11-26T06:00:00.000Z");
    expect(writeTimeFor("2026-11-26", now, true)).toBe(now);
  });
});
