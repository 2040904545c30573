/**
 * Which days the import holds for a customer up to a given day: a report made on a day reads the
 * data as it stood then (the newest imported day on or before it), even when it is opened later.
 */
import type { PerformancePeriod } from "../../contract/search-performance.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";

/** The first and the last imported day on or before `onOrBefore`, or null when there is none. */
export async function readDataRangeUntil(
  sql: SqlRunner,
  userId: string,
  onOrBefore: string,
): Promise<PerformancePeriod | null> {
  const [row] = await sql<{ first: string | null; last: string | null }[]>`
    select min(day)::text as first, max(day)::text as last
    from public.search_console_daily
    where user_id = ${userId} and day <= ${onOrBefore}::date`;
  return row?.first && row.last ? { from: row.first, to: row.last } : null;
}
