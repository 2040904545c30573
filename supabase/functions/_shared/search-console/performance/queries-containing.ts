/**
 * The keyword tool's related queries: the customer's own Search Console queries that contain the
 * keyword (case-insensitive, as typed), summed over the period the same way `readKeyed` sums them.
 */
import type { KeyedPerformance, PerformancePeriod } from "../../contract/search-performance.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { totalsOf } from "./read-metrics.ts";

/** Queries containing `keyword` but not equal to it, most clicks, then impressions, first. */
export async function readQueriesContaining(
  sql: SqlRunner,
  userId: string,
  keyword: string,
  period: PerformancePeriod,
  limit: number,
): Promise<KeyedPerformance[]> {
  const needle = keyword.toLowerCase();
  const rows = await sql<
    {
      key: string;
      clicks: string | number;
      impressions: string | number;
      position_weight: string | number;
    }[]
  >`
    select query as key, sum(clicks)::bigint as clicks, sum(impressions)::bigint as impressions,
           sum(position * impressions) as position_weight
    from public.search_console_query_days
    where user_id = ${userId} and day between ${period.from}::date and ${period.to}::date
      and strpos(lower(query), ${needle}) > 0 and lower(query) <> ${needle}
    group by query
    order by sum(clicks) desc, sum(impressions) desc, query
    limit ${limit}`;
  return rows.map((row) => ({ key: row.key, ...totalsOf(row) }));
}
