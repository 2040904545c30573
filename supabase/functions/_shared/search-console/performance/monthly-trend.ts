/**
 * Clicks and impressions per calendar month, for the report's trend. Each month is summed by
 * readTotals over the days of it the import holds, so a month equals what Search Console answers
 * for those same days; a month the import holds only part of is marked `partial` and shows that
 * part as it is (never scaled up to a whole month).
 */
import type { MonthlyTraffic } from "../../contract/organic-traffic.ts";
import type { PerformancePeriod } from "../../contract/search-performance.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { readTotals } from "./read-metrics.ts";

/** "2026-11-14" → "2026-11-01"; `offset` whole months later (negative: earlier). */
function monthStart(iso: string, offset = 0): string {
  const date = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 10);
}

function monthEnd(start: string): string {
  const next = new Date(`${monthStart(start, 1)}T00:00:00Z`);
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The calendar months of `held` (the imported days), at most `months` of them ending at the month
 * of `held.to`, each cut to the days inside `held`. Pure: the parts the trend is made of.
 */
export function monthsOf(held: PerformancePeriod, months: number): PerformancePeriod[] {
  const parts: PerformancePeriod[] = [];
  for (let offset = months - 1; offset >= 0; offset--) {
    const start = monthStart(held.to, -offset);
    const end = monthEnd(start);
    if (end < held.from) continue;
    parts.push({ from: start < held.from ? held.from : start, to: end > held.to ? held.to : end });
  }
  return parts;
}

export async function readMonthlyTrend(
  sql: SqlRunner,
  userId: string,
  held: PerformancePeriod,
  months: number,
): Promise<MonthlyTraffic[]> {
  const trend: MonthlyTraffic[] = [];
  for (const part of monthsOf(held, months)) {
    const totals = await readTotals(sql, userId, part);
    trend.push({
      month: part.from.slice(0, 7),
      from: part.from,
      to: part.to,
      clicks: totals.clicks,
      impressions: totals.impressions,
      partial: part.from !== monthStart(part.from) || part.to !== monthEnd(part.from),
    });
  }
  return trend;
}
