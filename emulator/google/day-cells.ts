import { weekday } from "./calendar.ts";
import type { PropertyUniverse } from "./property-universe.ts";
import { poisson, uniform } from "./random.ts";

export const DEVICES = ["DESKTOP", "MOBILE", "TABLET"] as const;
/** ISO 3166-1 alpha-3, lower case, as Search Console's `country` keys. */
export const COUNTRIES = ["nld", "bel", "deu"] as const;
const COUNTRY_SHARE = [0.9, 0.07, 0.03];

/** Search types with data in the double; the others (news, discover, …) have none. */
export const TYPE_SCALE: Record<string, number> = { web: 1, image: 0.04 };

/**
 * One day of a property at the finest grain the double keeps: a cell per (query, page, device,
 * country) with impressions, clicks and the sum of positions (position × impressions, so averages
 * over any grouping are impression-weighted like Search Console's).
 */
export interface DayCells {
  length: number;
  query: Int32Array;
  page: Uint16Array;
  device: Uint8Array;
  country: Uint8Array;
  impressions: Int32Array;
  clicks: Int32Array;
  positionSum: Float64Array;
}

/** Click-through rate by position: about 28% at 1, 6% at 5, 2% at 10, almost none past 20. */
export function expectedCtr(position: number, branded: boolean): number {
  const ctr = 0.28 / Math.pow(Math.max(1, position), 1.25);
  return Math.min(branded ? ctr * 2.2 : ctr, 0.75);
}

/**
 * Trends run in a cycle of three years, so a day's numbers depend on the calendar day only (not
 * on when the emulator started) and stay bounded however far the clock is moved.
 */
export const CYCLE_DAYS = 1100;

/** Where `day` lies in the property's cycle, 0 … CYCLE_DAYS − 1. */
export function cycleDay(universe: PropertyUniverse, day: number): number {
  return (((day + (universe.seed % CYCLE_DAYS)) % CYCLE_DAYS) + CYCLE_DAYS) % CYCLE_DAYS;
}

/** 0 → 1 → 0 over a cycle: the slow part of a trend. */
const progressOf = (cycle: number) => (1 - Math.cos((2 * Math.PI * cycle) / CYCLE_DAYS)) / 2;

/** A query's position on a day: a slow drift, a wave of a few months, and daily jitter. */
export function positionOn(universe: PropertyUniverse, q: number, day: number): number {
  const progress = progressOf(cycleDay(universe, day));
  const wave = Math.sin(day / 45 + universe.phase[q]) * 0.12 * universe.position[q];
  const jitter = (uniform(universe.seed, q, day, 3) - 0.5) * 0.8;
  return Math.min(
    100,
    Math.max(1, universe.position[q] + universe.trend[q] * progress + wave + jitter),
  );
}

/** Splits `total` by shares with a deterministic rounding (the parts add up to `total`). */
function split(total: number, shares: readonly number[], u: number): number[] {
  const parts = shares.map((share) => Math.floor(total * share));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = Math.floor(u * shares.length); rest > 0; i = (i + 1) % shares.length) {
    parts[i]++;
    rest--;
  }
  return parts;
}

/**
 * Generates day `day` for one search type. `scale` shrinks a partial (fresh) day. Pure: the same
 * input always gives the same cells.
 */
export function generateDay(
  universe: PropertyUniverse,
  day: number,
  type: string,
  scale = 1,
): DayCells {
  const typeScale = TYPE_SCALE[type] ?? 0;
  const salt = type === "web" ? 0 : 101;
  const cells = {
    query: [] as number[],
    page: [] as number[],
    device: [] as number[],
    country: [] as number[],
    impressions: [] as number[],
    clicks: [] as number[],
    positionSum: [] as number[],
  };
  if (typeScale > 0) {
    // Fewer searches at the weekend, a seasonal wave, and a site that grows over the history.
    const dayFactor =
      (weekday(day) === 0 || weekday(day) === 6 ? 0.8 : 1.05) *
      (1 + 0.15 * Math.sin((2 * Math.PI * day) / 365.25)) *
      (1 + 0.4 * progressOf(cycleDay(universe, day)));
    const n = universe.queries.length;
    for (let q = 0; q < n; q++) {
      const position = positionOn(universe, q, day);
      // Better positions earn more impressions (more of the result pages are seen).
      const visibility = Math.min(1.6, Math.pow(universe.position[q] / position, 0.5));
      const lambda = universe.volume[q] * dayFactor * visibility * typeScale * scale;
      const impressions = poisson(lambda, uniform(universe.seed, q, day, 1 + salt));
      if (impressions === 0) continue;
      const ctr = expectedCtr(position, universe.branded[q] === 1);
      const clicks = Math.min(
        impressions,
        poisson(impressions * ctr, uniform(universe.seed, q, day, 2 + salt)),
      );
      const moved = universe.switchDay[q] >= 0 && cycleDay(universe, day) >= universe.switchDay[q];
      const page = moved ? universe.laterPage[q] : universe.page[q];
      const mobile = universe.mobile[q];
      const deviceShares = [1 - mobile - 0.04, mobile, 0.04];
      const u = uniform(universe.seed, q, day, 4 + salt);
      const byDevice = split(impressions, deviceShares, u);
      const clicksByDevice = split(clicks, deviceShares, u);
      for (let d = 0; d < DEVICES.length; d++) {
        if (byDevice[d] === 0) continue;
        const byCountry = split(byDevice[d], COUNTRY_SHARE, uniform(u * 1e9, d, 5));
        const clicksByCountry = split(clicksByDevice[d], COUNTRY_SHARE, uniform(u * 1e9, d, 6));
        // Mobile results sit a little lower on the page.
        const devicePosition = position + (d === 1 ? 0.3 : 0);
        for (let c = 0; c < COUNTRIES.length; c++) {
          if (byCountry[c] === 0) continue;
          cells.query.push(q);
          cells.page.push(page);
          cells.device.push(d);
          cells.country.push(c);
          cells.impressions.push(byCountry[c]);
          cells.clicks.push(Math.min(byCountry[c], clicksByCountry[c]));
          cells.positionSum.push(devicePosition * byCountry[c]);
        }
      }
    }
  }
  return {
    length: cells.query.length,
    query: Int32Array.from(cells.query),
    page: Uint16Array.from(cells.page),
    device: Uint8Array.from(cells.device),
    country: Uint8Array.from(cells.country),
    impressions: Int32Array.from(cells.impressions),
    clicks: Int32Array.from(cells.clicks),
    positionSum: Float64Array.from(cells.positionSum),
  };
}
