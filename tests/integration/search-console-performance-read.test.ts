import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  periodEndingAt,
  previousPeriod,
} from "../../supabase/functions/_shared/search-console/performance/period.ts";
import {
  readDailySeries,
  readKeyed,
  readLastDataDay,
  readTotals,
} from "../../supabase/functions/_shared/search-console/performance/read-metrics.ts";
import { signUpCustomer, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import { apiRows, connectWithProperty, giveProfile, runImports } from "./search-console-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/**
 * The figures every screen shows are read from the imported rows; over the same property and
 * period they must equal what Google's API answers (the official client against the double).
 */
const emulator = useEmulator({ autoconfirm: true });
const SITE = "https://www.bakkerij-performance.nl/";
let anna: Customer;
let sql: postgres.Sql;

beforeAll(async () => {
  anna = await signUpCustomer(emulator(), "gsc-performance");
  await giveProfile(emulator(), anna, "https://www.bakkerij-performance.nl");
  await connectWithProperty(anna, SITE);
  await runImports(emulator());
  sql = postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} });
});
afterAll(() => sql?.end());

describe("figures over a period", () => {
  it("the last 28 days end at the newest imported day and equal Google's totals", async () => {
    const lastDay = await readLastDataDay(sql, anna.id);
    expect(lastDay).not.toBeNull();
    const period = periodEndingAt(lastDay!);
    expect(previousPeriod(period).to < period.from).toBe(true);
    const [google] = await apiRows(emulator(), anna.email, SITE, {
      startDate: period.from,
      endDate: period.to,
    });
    const ours = await readTotals(sql, anna.id, period);
    expect(ours.clicks).toBe(google!.clicks);
    expect(ours.impressions).toBe(google!.impressions);
    expect(ours.ctr).toBeCloseTo(google!.ctr, 12);
    expect(ours.position).toBeCloseTo(google!.position, 9);
    const series = await readDailySeries(sql, anna.id, period);
    expect(series).toHaveLength(28);
    expect(series.reduce((sum, day) => sum + day.clicks, 0)).toBe(google!.clicks);
  });

  it("the top queries and pages carry Google's figures for the period", async () => {
    const period = periodEndingAt((await readLastDataDay(sql, anna.id))!);
    for (const dimension of ["query", "page"] as const) {
      const google = await apiRows(emulator(), anna.email, SITE, {
        startDate: period.from,
        endDate: period.to,
        dimensions: [dimension],
        rowLimit: 10,
      });
      const ours = await readKeyed(sql, anna.id, dimension, period, { limit: 10 });
      expect(ours.map((row) => row.key)).toEqual(google.map((row) => row.keys[0]));
      ours.forEach((row, i) => {
        expect(row.clicks).toBe(google[i]!.clicks);
        expect(row.impressions).toBe(google[i]!.impressions);
        expect(row.position).toBeCloseTo(google[i]!.position, 9);
      });
    }
  });

  it("reads only the keys asked for, case-insensitively; none without impressions", async () => {
    const period = periodEndingAt((await readLastDataDay(sql, anna.id))!);
    const [top] = await readKeyed(sql, anna.id, "query", period, { limit: 1 });
    const picked = await readKeyed(sql, anna.id, "query", period, {
      limit: 10,
      keys: [top!.key.toUpperCase(), "bestaat niet in search console"],
    });
    expect(picked.map((row) => row.key)).toEqual([top!.key]);
    const empty = await readTotals(sql, anna.id, { from: "2001-01-01", to: "2001-01-28" });
    expect(empty).toEqual({ clicks: 0, impressions: 0, ctr: null, position: null });
  });
});
