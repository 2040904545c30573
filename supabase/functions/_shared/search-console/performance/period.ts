/**
 * The periods the product compares: "the last 28 days" ends at the newest day the import holds
 * (Search Console's data lags 2–3 days, so it is never today), and "the 28 before" is the same
 * length just before it — the comparison Search Console itself offers.
 */
import {
  PERFORMANCE_WINDOW_DAYS,
  type PerformancePeriod,
} from "../../contract/search-performance.ts";
import { addDays, daysBetween } from "../import-window.ts";

/** The `days` days ending at `lastDay` (both included). */
export function periodEndingAt(
  lastDay: string,
  days: number = PERFORMANCE_WINDOW_DAYS,
): PerformancePeriod {
  return { from: addDays(lastDay, -(days - 1)), to: lastDay };
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: PerformancePeriod): PerformancePeriod {
  const days = daysBetween(period.from, period.to);
  return periodEndingAt(addDays(period.from, -1), days);
}

/** Relative change in percent (+12.5 for 80 → 90); null when there is nothing to compare with. */
export function percentChange(previous: number, current: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / previous) * 100;
}
