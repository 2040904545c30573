/**
 * Search Console's calendar: dates are `YYYY-MM-DD` days in Pacific time (the API documents them
 * as PST, UTC−8), and data arrives with a lag. Days are counted as integers since 1970-01-01.
 */

const DAY_MS = 86_400_000;
const PACIFIC_OFFSET_MS = 8 * 3_600_000;

/** How far back a property's data goes: Search Console keeps 16 months. */
export const HISTORY_MONTHS = 16;
/**
 * Final data covers the days up to three days ago: yesterday and the day before have no final
 * rows yet (Google's usual 2–3 day lag), `dataState: "all"` shows them as partial (fresh) data.
 */
export const FINAL_LAG_DAYS = 3;

/** Today's day number in Pacific time. */
export function pacificToday(nowMs: number): number {
  return Math.floor((nowMs - PACIFIC_OFFSET_MS) / DAY_MS);
}

/** The fraction of today (Pacific time) that has passed, 0–1. */
export function pacificDayFraction(nowMs: number): number {
  const local = nowMs - PACIFIC_OFFSET_MS;
  return (local - Math.floor(local / DAY_MS) * DAY_MS) / DAY_MS;
}

export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of a `YYYY-MM-DD` string, or null when it is not a real calendar date. */
export function isoToDay(iso: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== iso) return null;
  return ms / DAY_MS;
}

/** The first day with data: the same calendar day 16 months before today. */
export function firstHistoryDay(today: number): number {
  const date = new Date(today * DAY_MS);
  date.setUTCMonth(date.getUTCMonth() - HISTORY_MONTHS);
  return Math.floor(date.getTime() / DAY_MS);
}

/** Day of the week, 0 = Sunday. */
export function weekday(day: number): number {
  return (day + 4) % 7;
}
