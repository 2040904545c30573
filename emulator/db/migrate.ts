import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Database } from "./database.ts";

export interface MigrationReport {
  applied: string[];
  skipped: number;
  seeded: boolean;
}

/**
 * Applies `supabase/migrations/*.sql` in file-name order, each in its own transaction, recording
 * them in supabase_migrations.schema_migrations like the Supabase CLI (version = the timestamp
 * before the first "_"). A restart with persisted data applies only files not recorded yet.
 * `seed.sql` runs once per data directory (supabase_migrations.seed_files), after the migrations.
 */
export async function applyMigrations(db: Database, supabaseDir: string): Promise<MigrationReport> {
  const report: MigrationReport = { applied: [], skipped: 0, seeded: false };
  const dir = join(supabaseDir, "migrations");
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith(".sql"))
        .sort()
    : [];
  const done = await db.query<{ version: string }>(
    "select version from supabase_migrations.schema_migrations",
  );
  const applied = new Set(done.map((row) => row.version));

  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, "").split("_");
    if (applied.has(version)) {
      report.skipped += 1;
      continue;
    }
    const sql = readFileSync(join(dir, file), "utf8");
    try {
      await db.tx(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          "insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)",
          [version, [sql], rest.join("_")],
        );
      });
    } catch (error) {
      throw new Error(
        `Migration ${file} failed: ${error instanceof Error ? error.message : error}`,
      );
    }
    report.applied.push(file);
  }

  report.seeded = await applySeed(db, supabaseDir);
  return report;
}

async function applySeed(db: Database, supabaseDir: string): Promise<boolean> {
  const file = join(supabaseDir, "seed.sql");
  if (!existsSync(file)) return false;
  const sql = readFileSync(file, "utf8");
  const path = relative(join(supabaseDir, ".."), file);
  const hash = createHash("sha256").update(sql).digest("hex");
  const seen = await db.query("select 1 from supabase_migrations.seed_files where path = $1", [
    path,
  ]);
  if (seen.length > 0) return false;
  try {
    await db.tx(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.seed_files (path, hash) values ($1, $2)", [
        path,
        hash,
      ]);
    });
  } catch (error) {
    throw new Error(`Seed ${path} failed: ${error instanceof Error ? error.message : error}`);
  }
  return true;
}
