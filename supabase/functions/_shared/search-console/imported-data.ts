import type { SqlRunner } from "../jobs/enqueue.ts";

/**
 * The tables that hold data imported from the customer's Search Console, each with a `user_id`
 * column (supabase/migrations/20261126320000_search_console_import.sql). 'Ontkoppelen' with
 * "delete the imported data" empties all of them for the customer; so does choosing another
 * property before its import starts.
 */
export const SEARCH_CONSOLE_IMPORT_TABLES: readonly string[] = [
  "search_console_daily",
  "search_console_query_days",
  "search_console_page_days",
  "search_console_import_state",
];

/** Deletes everything imported from Search Console for the user; answers the rows removed. */
export async function deleteImportedSearchConsoleData(
  sql: SqlRunner,
  userId: string,
  tables: readonly string[] = SEARCH_CONSOLE_IMPORT_TABLES,
): Promise<number> {
  let removed = 0;
  for (const table of tables) {
    const result = await sql`delete from ${sql("public." + table)} where user_id = ${userId}`;
    removed += result.count;
  }
  return removed;
}
