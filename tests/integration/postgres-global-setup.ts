/**
 * Vitest global setup: with EMULATOR_DATABASE_URL (a real PostgreSQL) it builds the migrated
 * template the test emulators' databases are cloned from once, before any test file starts, and
 * drops the finished test databases afterwards. Without the variable (PGlite) it does nothing.
 */
import {
  assertServerDatabase,
  dropFinishedTestDatabases,
  ensureTemplate,
  serverUrl,
} from "./postgres-databases.ts";

export async function setup(): Promise<void> {
  if (!serverUrl()) return;
  assertServerDatabase();
  await dropFinishedTestDatabases();
  await ensureTemplate();
}

export async function teardown(): Promise<void> {
  if (!serverUrl()) return;
  await dropFinishedTestDatabases();
}
