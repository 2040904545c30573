/**
 * The pg_cron schedule migration on a server that has pg_cron (preloaded, as on hosted Supabase
 * and in scripts/postgres-local.sh) but not pg_net (Debian does not package it): it must apply
 * as a no-op with its notice, creating neither extension nor a cron job, and the emulator's own
 * timer stays the scheduler.
 */
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { describe, expect, it, vi } from "vitest";
import { useEmulator } from "../integration/emulator-support.ts";

if (!process.env.EMULATOR_DATABASE_URL) {
  throw new Error(
    "This test needs a real PostgreSQL: run `npm run test:integration:pg` (or set EMULATOR_DATABASE_URL).",
  );
}

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const MIGRATION = "supabase/migrations/20261124110000_jobs_cron.sql";
const emulator = useEmulator();

describe("20261124110000_jobs_cron on PostgreSQL with pg_cron and without pg_net", () => {
  it("is applied as a no-op that says why, creating no extension and no schedule", async () => {
    const db = emulator().db;
    const { rows: available } = await db.query<{ name: string }>(
      "select name from pg_available_extensions where name in ('pg_cron', 'pg_net') order by name",
    );
    // The situation under test: pg_cron present (else the migration returns for that reason).
    expect(available).toEqual([{ name: "pg_cron" }]);

    const { rows: recorded } = await db.query(
      "select version from supabase_migrations.schema_migrations where version = '20261124110000'",
    );
    expect(recorded).toEqual([{ version: "20261124110000" }]);

    // Once more, on its own connection, to hear what it says.
    const notices: string[] = [];
    const sql = postgres(emulator().dbUrl, {
      max: 1,
      onnotice: (notice) => notices.push(notice.message),
    });
    try {
      await sql.begin((tx) => tx.unsafe(readFileSync(MIGRATION, "utf8")).simple());
    } finally {
      await sql.end();
    }
    expect(notices).toEqual([
      "pg_cron or pg_net not available: process-jobs is not scheduled here",
    ]);

    const { rows: created } = await db.query(
      `select extname as name from pg_extension where extname in ('pg_cron', 'pg_net')
       union all
       select nspname from pg_namespace where nspname in ('cron', 'net')`,
    );
    expect(created).toEqual([]);
  });
});
