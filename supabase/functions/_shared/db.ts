import postgres from "postgres";
import { requireEnv } from "./env.ts";

export type Sql = postgres.Sql;

/**
 * The functions' database access: a small pool over SUPABASE_DB_URL (set by the hosted runtime
 * and by the emulator). It connects as the database owner, so it bypasses RLS like the service
 * role: handlers must scope every query to the caller themselves. The browser never talks to
 * tables directly (docs/architecture.md §4: data goes through functions).
 *
 * One pool per URL: tests start several emulators in one process, each with its own database.
 */
const pools = new Map<string, Sql>();

export function getSql(): Sql {
  const url = requireEnv("SUPABASE_DB_URL");
  let sql = pools.get(url);
  if (!sql) {
    sql = postgres(url, {
      max: 3,
      // Supavisor's transaction mode (hosted) does not keep prepared statements between calls.
      prepare: false,
      idle_timeout: 20,
      connect_timeout: 10,
      onnotice: () => {},
    });
    pools.set(url, sql);
  }
  return sql;
}
