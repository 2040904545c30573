import type { SqlRunner } from "../../jobs/enqueue.ts";

/**
 * Whether the customer has chosen a Search Console property, the one the import reads. A broken
 * grant still counts: what was imported stays measured for the days it covers.
 */
export async function hasSearchConsoleProperty(sql: SqlRunner, userId: string): Promise<boolean> {
  const [row] = await sql<{ property_url: string | null }[]>`
    select property_url from public.search_console_connections where user_id = ${userId}`;
  return Boolean(row?.property_url);
}
