/**
 * Vitest global setup: with EMULATOR_DATABASE_URL (a real PostgreSQL) it builds the migrated
 * template the test emulators' databases are cloned from once, before any test file starts, and
 * drops the finished test databases afterwards. Without the variable (PGlite) it does nothing and
 * loads nothing (every Vitest run, unit tests too, passes through here).
 */
import { redactedUrl } from "../../emulator/db/database-url.ts";

const serverUrl = () => process.env.EMULATOR_DATABASE_URL || null;

export async function setup(): Promise<void> {
  const url = serverUrl();
  if (!url) return;
  const { assertServerDatabase, dropFinishedTestDatabases, ensureTemplate } =
    await import("./postgres-databases.ts");
  assertServerDatabase();
  try {
    await dropFinishedTestDatabases();
  } catch (error) {
    throw new Error(
      `EMULATOR_DATABASE_URL ${redactedUrl(url)} cannot be used: ${error instanceof Error ? error.message : error}. ` +
        `Start a local PostgreSQL with scripts/postgres-local.sh (as root).`,
    );
  }
  await ensureTemplate();
}

export async function teardown(): Promise<void> {
  if (!serverUrl()) return;
  const { dropFinishedTestDatabases } = await import("./postgres-databases.ts");
  await dropFinishedTestDatabases();
}
