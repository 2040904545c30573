/**
 * Reads the imported Search Console rows (supabase/migrations/20261126320000_…) as figures over
 * a period. Every aggregate is made in SQL the way Search Console makes it: sums of clicks and
 * impressions, CTR = clicks / impressions, position weighted by impressions. The totals come from
 * `search_console_daily` (Google's own per-day totals, which include anonymised queries), so they
 * equal what Search Console answers for the property and period; per-query and per-page figures
 * come from each day's top 500 and can miss a rare query's quieter days.
 */
import type {
  DailyPerformance,
  KeyedPerformance,
  PerformancePeriod,
  PerformanceTotals,
} from "../../contract/search-performance.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";

interface AggregateRow {
  clicks: number | string | null;
  impressions: number | string | null;
  position_weight: number | string | null;
}

/** Turns summed columns into totals; CTR and position are null without impressions. */
export function totalsOf(row: AggregateRow | undefined): PerformanceTotals {
  const clicks = Number(row?.clicks ?? 0);
  const impressions = Number(row?.impressions ?? 0);
  const weight = Number(row?.position_weight ?? 0);
  return {
    clicks,
    impressions,
    ctr: impressions > 0 ? clicks / impressions : null,
    position: impressions > 0 ? weight / impressions : null,
  };
}

/** The property's totals over the period (from Google's daily totals). */
export async function readTotals(
  sql: SqlRunner,
  userId: string,
  period: PerformancePeriod,
): Promise<PerformanceTotals> {
  const [row] = await sql<AggregateRow[]>`
    select sum(clicks)::bigint as clicks, sum(impressions)::bigint as impressions,
           sum(position * impressions) as position_weight
    from public.search_console_daily
    where user_id = ${userId} and day between ${period.from}::date and ${period.to}::date`;
  return totalsOf(row);
}

/** One row per imported day in the period, oldest first (days without data are absent). */
export async function readDailySeries(
  sql: SqlRunner,
  userId: string,
  period: PerformancePeriod,
): Promise<DailyPerformance[]> {
  const rows = await sql<{ day: string; clicks: number; impressions: number; position: number }[]>`
    select day::text as day, clicks, impressions, position
    from public.search_console_daily
    where user_id = ${userId} and day between ${period.from}::date and ${period.to}::date
    order by day`;
  return rows.map((row) => ({
    day: row.day,
    clicks: Number(row.clicks),
    impressions: Number(row.impressions),
    ctr: Number(row.impressions) > 0 ? Number(row.clicks) / Number(row.impressions) : null,
    position: Number(row.impressions) > 0 ? Number(row.position) : null,
  }));
}

export type PerformanceDimension = "query" | "page";

export interface KeyedReadOptions {
  /** At most this many rows, by clicks, then impressions, then key. */
  limit: number;
  /** Only these keys (e.g. the customer's keywords, compared case-insensitively). */
  keys?: readonly string[];
}

/** Per query or page over the period, most clicks first. */
export async function readKeyed(
  sql: SqlRunner,
  userId: string,
  dimension: PerformanceDimension,
  period: PerformancePeriod,
  options: KeyedReadOptions,
): Promise<KeyedPerformance[]> {
  const table = dimension === "query" ? "search_console_query_days" : "search_console_page_days";
  const keys = options.keys?.map((key) => key.toLowerCase());
  const rows = await sql<(AggregateRow & { key: string })[]>`
    select ${sql(dimension)} as key, sum(clicks)::bigint as clicks,
           sum(impressions)::bigint as impressions, sum(position * impressions) as position_weight
    from ${sql("public." + table)}
    where user_id = ${userId} and day between ${period.from}::date and ${period.to}::date
      ${keys ? sql`and lower(${sql(dimension)}) = any(${keys}::text[])` : sql``}
    group by ${sql(dimension)}
    order by sum(clicks) desc, sum(impressions) desc, ${sql(dimension)}
    limit ${options.limit}`;
  return rows.map((row) => ({ key: row.key, ...totalsOf(row) }));
}

/** The newest day the import holds for the user, or null before the first import. */
export async function readLastDataDay(sql: SqlRunner, userId: string): Promise<string | null> {
  const [row] = await sql<{ day: string | null }[]>`
    select max(day)::text as day from public.search_console_daily where user_id = ${userId}`;
  return row?.day ?? null;
}
