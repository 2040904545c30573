/**
 * Vitest global setup: with EMULATOR_DATABASE_URL (a real PostgreSQL) it builds the migrated
 * template the test emulators' databases are cloned from once, before any test file starts, and
 * drops the finished test databases afterwards. Without the variable (PGlite) it does nothing.
 */
import { redactedUrl } from "../../emulator/db/database-url.ts";
import {
  assertServerDatabase,
  dropFinishedTestDatabases,
  ensureTemplate,
  serverUrl,
} from "./postgres-databases.ts";

export async function setup(): Promise<void> {
  const url = serverUrl();
  if (!url) return;
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
  await dropFinishedTestDatabases();
}
