import { describe, expect, it } from "vitest";
import {
  dayToIso,
  firstHistoryDay,
  isoToDay,
  pacificToday,
} from "../../../emulator/google/calendar.ts";
import { PropertyData } from "../../../emulator/google/property-data.ts";
import {
  parseSearchAnalyticsRequest,
  runSearchAnalytics,
} from "../../../emulator/google/search-analytics.ts";

const bakery = {
  siteUrl: "https://www.bakkerij-jansen.nl/",
  businessName: "Bakkerij Jansen",
  region: "Utrecht",
  keywords: ["desembrood", "taart bestellen", "bakkerij utrecht"],
  queryCount: 600,
};
/** Thursday 26 November 2026, 17:00 UTC = 09:00 in California: Pacific "today" is the 26th. */
const NOW = Date.parse("2026-11-26T17:00:00Z");
const query = (data: PropertyData, body: Record<string, unknown>, now = NOW) =>
  runSearchAnalytics(data, parseSearchAnalyticsRequest(body), now);

describe("the Google double's data generator", () => {
  it("builds a Dutch long tail around the profile's keywords and pages, the same every time", () => {
    const a = new PropertyData(bakery).universe;
    const b = new PropertyData(bakery).universe;
    expect(a.queries).toEqual(b.queries);
    expect(a.queries).toHaveLength(600);
    expect(new Set(a.queries).size).toBe(600);
    expect(a.queries.slice(0, 3)).toEqual([
      "bakkerij jansen",
      "bakkerij jansen openingstijden",
      "bakkerij jansen adres",
    ]);
    expect(a.queries).toContain("desembrood");
    expect(a.queries).toContain("taart bestellen utrecht");
    // Nobody types a word twice, and no English templates.
    expect(a.queries.filter((q) => /\b(\w+)\b.*\b\1\b/.test(q))).toEqual([]);
    expect(a.queries.filter((q) => /\b(guide|best|buy|near me|price)\b/.test(q))).toEqual([]);
    expect(a.pages).toContain("https://www.bakkerij-jansen.nl/desembrood");
    expect(a.pages).toContain("https://www.bakkerij-jansen.nl/contact");
    const other = new PropertyData({ ...bakery, siteUrl: "https://www.bakker-de-vries.nl/" });
    expect(other.universe.queries.slice(20, 40)).not.toEqual(a.queries.slice(20, 40));
  });

  it("has 16 months of history and no final rows for yesterday and the day before", () => {
    const data = new PropertyData(bakery);
    const today = pacificToday(NOW);
    expect(dayToIso(today)).toBe("2026-11-26");
    expect(dayToIso(firstHistoryDay(today))).toBe("2025-07-26");
    const final = query(data, {
      startDate: "2025-01-01",
      endDate: "2026-11-26",
      dimensions: ["date"],
    });
    const dates = final.rows!.map((row) => row.keys[0]);
    expect(dates[0]).toBe("2025-07-26");
    expect(dates.at(-1)).toBe("2026-11-23");
    expect(dates).toHaveLength(isoToDay("2026-11-23")! - isoToDay("2025-07-26")! + 1);
    expect(final.metadata).toBeUndefined();

    const fresh = query(data, {
      startDate: "2026-11-20",
      endDate: "2026-11-26",
      dimensions: ["date"],
      dataState: "all",
    });
    expect(fresh.rows!.map((row) => row.keys[0])).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
    expect(fresh.metadata).toEqual({ firstIncompleteDate: "2026-11-24" });
    // A final day is the same in both data states; today is only partly counted.
    expect(fresh.rows![3]).toEqual(final.rows!.at(-1));
    expect(fresh.rows![6].impressions).toBeLessThan(fresh.rows![3].impressions / 2);
  });

  it("gives the same totals whichever way the rows are grouped, with impression-weighted positions", () => {
    const data = new PropertyData(bakery);
    const range = { startDate: "2026-10-01", endDate: "2026-10-28", rowLimit: 25000 };
    const total = query(data, range).rows!;
    expect(total).toHaveLength(1);
    expect(total[0].keys).toEqual([]);
    for (const dimensions of [
      ["date"],
      ["query"],
      ["page"],
      ["device"],
      ["country"],
      ["query", "page", "device"],
    ]) {
      const rows = query(data, { ...range, dimensions }).rows!;
      const sum = (f: "clicks" | "impressions") => rows.reduce((a, r) => a + r[f], 0);
      expect(sum("clicks"), dimensions.join()).toBe(total[0].clicks);
      expect(sum("impressions"), dimensions.join()).toBe(total[0].impressions);
      const weighted =
        rows.reduce((a, r) => a + r.position * r.impressions, 0) / sum("impressions");
      expect(weighted).toBeCloseTo(total[0].position, 6);
    }
    for (const row of query(data, { ...range, dimensions: ["query"] }).rows!) {
      expect(row.ctr).toBeCloseTo(row.clicks / row.impressions, 12);
      expect(row.clicks).toBeLessThanOrEqual(row.impressions);
      expect(row.position).toBeGreaterThanOrEqual(1);
    }
    const devices = query(data, { ...range, dimensions: ["device"] }).rows!.map((r) => r.keys[0]);
    expect(devices.sort()).toEqual(["DESKTOP", "MOBILE", "TABLET"]);
    const countries = query(data, { ...range, dimensions: ["country"] }).rows!.map(
      (r) => r.keys[0],
    );
    expect(countries[0]).toBe("nld");
  });

  it("moves positions over time and has a long tail (few queries with most impressions)", () => {
    const data = new PropertyData(bakery);
    const month = (startDate: string, endDate: string) =>
      new Map(
        query(data, { startDate, endDate, dimensions: ["query"], rowLimit: 25000 }).rows!.map(
          (r) => [r.keys[0], r],
        ),
      );
    const early = month("2025-08-01", "2025-08-28");
    const late = month("2026-10-01", "2026-10-28");
    const both = [...early.keys()].filter((q) => late.has(q) && early.get(q)!.impressions > 50);
    expect(both.length).toBeGreaterThan(10);
    const moved = both.filter((q) => Math.abs(early.get(q)!.position - late.get(q)!.position) > 2);
    expect(moved.length).toBeGreaterThan(both.length / 4);
    const impressions = [...late.values()].map((r) => r.impressions).sort((a, b) => b - a);
    const top10 = impressions.slice(0, 10).reduce((a, b) => a + b, 0);
    expect(top10 / impressions.reduce((a, b) => a + b, 0)).toBeGreaterThan(0.3);
    expect(impressions.filter((n) => n <= 3).length).toBeGreaterThan(impressions.length / 4);
  });

  // Its speed is measured by `npm run bench:gsc`, not here: a timed test fails on a busy machine.
  it("answers a paged 16-month query of a 5,000-query property", () => {
    const data = new PropertyData({ ...bakery, queryCount: 5000 });
    expect(data.universe.queries).toHaveLength(5000);
    const body = {
      startDate: "2025-07-26",
      endDate: "2026-11-23",
      dimensions: ["query"],
      rowLimit: 25000,
    };
    const first = query(data, body);
    const second = query(data, {
      ...body,
      dimensions: ["query", "page"],
      startRow: 1000,
      rowLimit: 1000,
    });
    expect(first.rows!.length).toBeGreaterThan(4000);
    expect(second.rows).toHaveLength(1000);
    const pastTheEnd = query(data, { ...body, startRow: 25000 });
    expect(pastTheEnd.rows ?? []).toHaveLength(0);
  });
});
