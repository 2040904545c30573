import { describe, expect, it } from "vitest";
import {
  addDays,
  backfillPercent,
  historyStart,
  IMPORT_CHUNK_DAYS,
  importWindow,
  nextCursor,
  pacificToday,
} from "../../../supabase/functions/_shared/search-console/import-window.ts";

const TODAY = "2026-11-26";

describe("Search Console's day", () => {
  it("is the Pacific date (UTC−8)", () => {
    expect(pacificToday(new Date("2026-11-26T07:59:59Z"))).toBe("2026-11-25");
    expect(pacificToday(new Date("2026-11-26T08:00:00Z"))).toBe("2026-11-26");
  });

  it("keeps 16 months of history, also across short months", () => {
    expect(historyStart(TODAY)).toBe("2025-07-26");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });
});

describe("the first import", () => {
  it("starts 16 months back with a chunk of 30 days and goes on right after it", () => {
    const first = importWindow(null, TODAY)!;
    expect(first).toEqual({ startDate: "2025-07-26", endDate: "2025-08-24", more: true });
    expect(IMPORT_CHUNK_DAYS).toBe(30);
    expect(nextCursor(first, "2025-08-24")).toBe("2025-08-25");
  });

  it("covers every day up to yesterday exactly once, in 17 runs", () => {
    let cursor: string | null = null;
    const days: string[] = [];
    let runs = 0;
    for (;;) {
      const window = importWindow(cursor, TODAY);
      runs += 1;
      for (let day = window!.startDate; day <= window!.endDate; day = addDays(day, 1)) {
        days.push(day);
      }
      cursor = nextCursor(window!, window!.endDate);
      if (!window!.more) break;
    }
    expect(runs).toBe(17);
    expect(days[0]).toBe("2025-07-26");
    expect(days.at(-1)).toBe("2026-11-25");
    expect(new Set(days).size).toBe(days.length);
    expect(days).toHaveLength(488);
  });

  it("shows the backfill's progress", () => {
    expect(backfillPercent(null, TODAY)).toBe(0);
    expect(backfillPercent("2025-08-25", TODAY)).toBe(6);
    expect(backfillPercent("2026-11-26", TODAY)).toBe(100);
  });
});

describe("the daily run", () => {
  it("fetches the last three days with final data again, up to yesterday", () => {
    const window = importWindow("2026-11-21", TODAY)!;
    expect(window).toEqual({ startDate: "2026-11-21", endDate: "2026-11-25", more: false });
    // Google had final data up to the 23rd: the next run starts at the 21st again.
    expect(nextCursor(window, "2026-11-23")).toBe("2026-11-21");
    // A day later Google finalised the 24th: the run after that starts at the 22nd.
    expect(nextCursor(importWindow("2026-11-21", "2026-11-27")!, "2026-11-24")).toBe("2026-11-22");
  });

  it("keeps its start when Google had no final data in the window", () => {
    const window = importWindow("2026-11-20", TODAY)!;
    expect(nextCursor(window, null)).toBe("2026-11-20");
  });

  it("moves a cursor that fell out of the history up to its start, and stops at today", () => {
    expect(importWindow("2024-01-01", TODAY)!.startDate).toBe("2025-07-26");
    expect(importWindow(TODAY, TODAY)).toBeNull();
  });

  it("catches up in chunks after a long pause", () => {
    expect(importWindow("2026-09-01", TODAY)).toEqual({
      startDate: "2026-09-01",
      endDate: "2026-09-30",
      more: true,
    });
  });
});
