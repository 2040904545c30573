import { FINAL_LAG_DAYS, firstHistoryDay, pacificDayFraction, pacificToday } from "./calendar.ts";
import { generateDay, type DayCells } from "./day-cells.ts";
import { buildUniverse, type PropertyProfile, type PropertyUniverse } from "./property-universe.ts";

/** Days kept per property and search type: 16 months plus the fresh days. */
const CACHE_DAYS = 520;

const EMPTY: DayCells = {
  length: 0,
  query: new Int32Array(0),
  page: new Uint16Array(0),
  device: new Uint8Array(0),
  country: new Uint8Array(0),
  impressions: new Int32Array(0),
  clicks: new Int32Array(0),
  positionSum: new Float64Array(0),
};

/**
 * A property's generated data, day by day on demand, cached (a 16-month query over 5,000 queries
 * generates each day once). Which days exist depends on the clock: 16 months back, final data up
 * to three days ago, fresh (partial) days after that for `dataState: "all"`.
 */
export class PropertyData {
  readonly universe: PropertyUniverse;
  private readonly cache = new Map<string, DayCells>();

  constructor(profile: PropertyProfile) {
    this.universe = buildUniverse(profile);
  }

  /** Whether `day` is one of the fresh (not yet final) days. */
  isFresh(day: number, nowMs: number): boolean {
    const today = pacificToday(nowMs);
    return day > today - FINAL_LAG_DAYS && day <= today;
  }

  /** The cells of `day` for a search type; empty outside the history or the data state's reach. */
  day(day: number, type: string, dataState: "final" | "all", nowMs: number): DayCells {
    const today = pacificToday(nowMs);
    const first = firstHistoryDay(today);
    const lastFinal = today - FINAL_LAG_DAYS;
    if (day < first || day > today) return EMPTY;
    if (day > lastFinal && dataState === "final") return EMPTY;
    const scale = day <= lastFinal ? 1 : freshScale(today - day, pacificDayFraction(nowMs));
    const key = `${type}|${day}|${scale.toFixed(3)}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const cells = generateDay(this.universe, day, type, scale);
    this.cache.set(key, cells);
    if (this.cache.size > CACHE_DAYS * 2) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return cells;
  }
}

/**
 * How much of a fresh day's traffic is already counted: most of the day before yesterday, about
 * half of yesterday, and today's hours so far at a low rate.
 */
function freshScale(daysAgo: number, fractionOfToday: number): number {
  if (daysAgo >= 2) return 0.85;
  if (daysAgo === 1) return 0.55;
  return Math.max(0.01, fractionOfToday * 0.4);
}
