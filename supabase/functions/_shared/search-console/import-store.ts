/**
 * Writes what the Search Console import fetched (supabase/migrations/20261126320000_…) and keeps
 * its state. A window's days are replaced in one transaction (delete, then insert), so running
 * the same window twice leaves the same rows, and a reader never sees a half-written day.
 */
import type { SearchConsoleImportStatus } from "../contract/search-console.ts";
import type { Sql } from "../db.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import { backfillPercent, pacificToday } from "./import-window.ts";
import { deleteImportedSearchConsoleData } from "./imported-data.ts";

export interface MetricRow {
  day: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}
export interface KeyedMetricRow extends MetricRow {
  key: string;
}

export interface ImportBatch {
  /** The property the rows were fetched from. */
  propertyUrl: string;
  startDate: string;
  endDate: string;
  totals: MetricRow[];
  queries: KeyedMetricRow[];
  pages: KeyedMetricRow[];
}

/** The latest day among the rows, or null for none. */
export function lastDay(rows: readonly MetricRow[]): string | null {
  return rows.reduce<string | null>(
    (last, row) => (last === null || row.day > last ? row.day : last),
    null,
  );
}

export interface ImportState {
  propertyUrl: string;
  nextFrom: string | null;
  backfillCompleted: boolean;
}

const isoDay = (value: Date | string | null): string | null =>
  value === null
    ? null
    : typeof value === "string"
      ? value.slice(0, 10)
      : value.toISOString().slice(0, 10);

export async function loadImportState(sql: SqlRunner, userId: string): Promise<ImportState | null> {
  const [row] = await sql<
    { property_url: string; next_from: Date | string | null; backfill_completed_at: Date | null }[]
  >`
    select property_url, next_from::text as next_from, backfill_completed_at
    from public.search_console_import_state where user_id = ${userId}`;
  if (!row) return null;
  return {
    propertyUrl: row.property_url,
    nextFrom: isoDay(row.next_from),
    backfillCompleted: row.backfill_completed_at !== null,
  };
}

/**
 * Makes the import state belong to the property: for another (or no) property before, the rows
 * imported so far are deleted and the cursor goes back to the start of the history. Run it in a
 * transaction (the deletes and the new state belong together).
 */
export async function importForProperty(
  tx: SqlRunner,
  userId: string,
  propertyUrl: string,
): Promise<ImportState> {
  const current = await loadImportState(tx, userId);
  if (current?.propertyUrl === propertyUrl) return current;
  await deleteImportedSearchConsoleData(tx, userId);
  await tx`
    insert into public.search_console_import_state (user_id, property_url)
    values (${userId}, ${propertyUrl})`;
  return { propertyUrl, nextFrom: null, backfillCompleted: false };
}

/** The window's rows of one table: deleted, then the new ones inserted from one JSON parameter. */
async function replaceWindow(
  tx: SqlRunner,
  table: string,
  keyColumn: "query" | "page" | null,
  userId: string,
  batch: ImportBatch,
  rows: readonly (MetricRow | KeyedMetricRow)[],
): Promise<void> {
  await tx`
    delete from ${tx("public." + table)}
    where user_id = ${userId} and day between ${batch.startDate} and ${batch.endDate}`;
  if (rows.length === 0) return;
  const keyed = keyColumn !== null;
  await tx`
    insert into ${tx("public." + table)}
      (user_id, day, ${keyed ? tx`${tx(keyColumn)},` : tx``} clicks, impressions, ctr, position)
    select ${userId}, r.day, ${keyed ? tx`r.key,` : tx``} r.clicks, r.impressions, r.ctr, r.position
    from jsonb_to_recordset(${tx.json(rows as never)}) as r(day date, key text, clicks integer,
      impressions integer, ctr double precision, position double precision)`;
}

/**
 * Stores one window and moves the cursor, in one transaction: either the whole window and the
 * new cursor, or nothing (a failed run leaves the previous state, and the next run repeats it).
 * Answers false, storing nothing, when the customer chose another property (or disconnected)
 * while the window was being fetched: its rows must not land under the new one.
 */
export async function storeImportBatch(
  sql: Sql,
  userId: string,
  batch: ImportBatch,
  nextFrom: string,
  backfillCompleted: boolean,
): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [state] = await tx<{ property_url: string }[]>`
      select property_url from public.search_console_import_state
      where user_id = ${userId} for update`;
    if (state?.property_url !== batch.propertyUrl) return false;
    await replaceWindow(tx, "search_console_daily", null, userId, batch, batch.totals);
    await replaceWindow(tx, "search_console_query_days", "query", userId, batch, batch.queries);
    await replaceWindow(tx, "search_console_page_days", "page", userId, batch, batch.pages);
    const lastDataDay = lastDay(batch.totals);
    await tx`
      update public.search_console_import_state
      set next_from = ${nextFrom},
          last_data_day = greatest(last_data_day, ${lastDataDay}::date),
          backfill_completed_at = case when ${backfillCompleted} then coalesce(backfill_completed_at, now())
                                   else backfill_completed_at end,
          last_import_at = now(), last_error = null, last_error_at = null, updated_at = now()
      where user_id = ${userId}`;
    return true;
  });
}

/** Records why a run failed (Dutch, shown on the dashboard); the imported rows stay. */
export async function recordImportError(sql: Sql, userId: string, message: string): Promise<void> {
  await sql`
    update public.search_console_import_state
    set last_error = ${message.slice(0, 500)}, last_error_at = now(), updated_at = now()
    where user_id = ${userId}`;
}

/** The import's progress and last outcome for the dashboard; null before it started. */
export async function importStatus(
  sql: Sql,
  userId: string,
  now = new Date(),
): Promise<SearchConsoleImportStatus | null> {
  const [row] = await sql<
    {
      next_from: string | null;
      backfill_completed_at: Date | null;
      last_import_at: Date | null;
      last_error: string | null;
    }[]
  >`
    select next_from::text as next_from, backfill_completed_at, last_import_at, last_error
    from public.search_console_import_state where user_id = ${userId}`;
  if (!row) return null;
  const complete = row.backfill_completed_at !== null;
  return {
    lastImportAt: row.last_import_at ? new Date(row.last_import_at).toISOString() : null,
    lastError: row.last_error,
    backfillComplete: complete,
    backfillPercent: complete ? 100 : backfillPercent(row.next_from, pacificToday(now)),
  };
}
