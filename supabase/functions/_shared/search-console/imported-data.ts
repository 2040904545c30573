import type { Sql } from "../db.ts";

/**
 * The tables that hold data imported from the customer's Search Console, each with a `user_id`
 * column. The import (a later part of issue 21) adds its tables here; 'Ontkoppelen' with
 * "delete the imported data" empties all of them for the customer.
 */
export const SEARCH_CONSOLE_IMPORT_TABLES: readonly string[] = [];

/** Deletes everything imported from Search Console for the user; answers the rows removed. */
export async function deleteImportedSearchConsoleData(
  sql: Sql,
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
