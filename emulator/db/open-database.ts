import type { EmulatorConfig } from "../config.ts";
import { bootstrapDatabase } from "./bootstrap.ts";
import type { Database } from "./database.ts";
import { applyMigrations, type MigrationReport } from "./migrate.ts";
import { PgliteDatabase } from "./pglite-database.ts";
import { PostgresDatabase } from "./postgres-database.ts";

/**
 * The emulator's database, ready for the app: a real PostgreSQL when the config names one
 * (EMULATOR_DATABASE_URL), else PGlite with its socket for the functions; bootstrapped (roles,
 * auth schema, grants) and, unless turned off, migrated and seeded.
 */
export async function openDatabase(
  config: Pick<
    EmulatorConfig,
    "databaseUrl" | "dataDir" | "dbPort" | "host" | "log" | "migrate" | "supabaseDir"
  >,
): Promise<{ database: Database; migrations: MigrationReport }> {
  const database = config.databaseUrl
    ? await PostgresDatabase.open(config.databaseUrl, config.log)
    : await PgliteDatabase.open({
        dataDir: config.dataDir,
        port: config.dbPort,
        host: config.host,
        log: config.log,
      });
  try {
    await bootstrapDatabase(database);
    const migrations = config.migrate
      ? await applyMigrations(database, config.supabaseDir)
      : { applied: [], skipped: 0, seeded: false };
    return { database, migrations };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
