/**
 * Which days one run of the Search Console import fetches, and where the next run starts. Pure
 * date arithmetic on Search Console's Pacific days (`YYYY-MM-DD`, documented as PST, UTC−8).
 *
 * - The first run starts 16 months back (all Search Console keeps) and every run covers at most
 *   IMPORT_CHUNK_DAYS, so a run stays well inside an edge function's time and memory limits; a
 *   run that ends before yesterday queues the next chunk at once (the backfill).
 * - Once caught up, the daily run starts RECHECK_DAYS before the last day Google had final data
 *   for, so the days Google was still finalising are fetched again and replaced.
 */

const DAY_MS = 86_400_000;
const PACIFIC_OFFSET_MS = 8 * 3_600_000;

export const IMPORT_HISTORY_MONTHS = 16;
export const IMPORT_CHUNK_DAYS = 30;
/** The last imported day and the two before it are fetched again on the next run. */
export const RECHECK_DAYS = 3;

export function pacificToday(now: Date): string {
  return new Date(now.getTime() - PACIFIC_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` inclusive (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1,
  );
}

/** The first day Search Console still has: the same calendar day 16 months before today. */
export function historyStart(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - IMPORT_HISTORY_MONTHS);
  return date.toISOString().slice(0, 10);
}

export interface ImportWindow {
  startDate: string;
  endDate: string;
  /** True when the window stops before yesterday: the backfill goes on with the next chunk. */
  more: boolean;
}

/**
 * The days to fetch now. `nextFrom` is the stored cursor (null before the first run); it never
 * lies before the history start, which moves forward a day each day.
 */
export function importWindow(nextFrom: string | null, today: string): ImportWindow | null {
  const first = historyStart(today);
  const yesterday = addDays(today, -1);
  const startDate = nextFrom === null || nextFrom < first ? first : nextFrom;
  if (startDate > yesterday) return null;
  const chunkEnd = addDays(startDate, IMPORT_CHUNK_DAYS - 1);
  const more = chunkEnd < yesterday;
  return { startDate, endDate: more ? chunkEnd : yesterday, more };
}

/**
 * Where the next run starts: right after a backfill chunk, or, once caught up, RECHECK_DAYS
 * before the last day with final data (the window's start when Google had none in it).
 */
export function nextCursor(window: ImportWindow, lastDataDay: string | null): string {
  if (window.more) return addDays(window.endDate, 1);
  if (lastDataDay === null) return window.startDate;
  const recheck = addDays(lastDataDay, -(RECHECK_DAYS - 1));
  return recheck > window.startDate ? recheck : window.startDate;
}

/** Backfill progress for the dashboard: the share of the 16 months already imported, 0–100. */
export function backfillPercent(nextFrom: string | null, today: string): number {
  if (nextFrom === null) return 0;
  const first = historyStart(today);
  const total = daysBetween(first, addDays(today, -1));
  const done = daysBetween(first, addDays(nextFrom, -1));
  return total === 0 ? 100 : Math.min(100, Math.round((done / total) * 100));
}
