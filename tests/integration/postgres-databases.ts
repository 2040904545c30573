/**
 * Test isolation on a real PostgreSQL (EMULATOR_DATABASE_URL): every emulator a test starts gets a
 * database of its own, cloned from a template that holds the bootstrap, the migrations and the
 * seed (CREATE DATABASE … TEMPLATE copies files: far faster than migrating again). Without the
 * variable (PGlite) nothing here runs.
 *
 * - The template's name carries a hash of what it was built from, so it is built once and reused
 *   by later runs until a migration, the seed or the bootstrap changes.
 * - A test database's name carries the process id of the test worker that made it: the global
 *   teardown (and the next run's setup) drops those whose process is gone, so a crashed run
 *   leaves nothing behind and a run beside this one keeps its own.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { databaseName, withDatabaseName } from "../../emulator/db/database-url.ts";
import { openDatabase } from "../../emulator/db/open-database.ts";

const PROJECT_DIR = resolve(import.meta.dirname, "../..");
const TEST_PREFIX = "vindbaar_test_";
const TEMPLATE_PREFIX = "vindbaar_template_";
/** Serialises template builds of parallel workers and runs (an advisory lock on the server). */
const TEMPLATE_LOCK = 4_812_024;

/** The server tests run on, or null on PGlite. */
export function serverUrl(): string | null {
  return process.env.EMULATOR_DATABASE_URL || null;
}

function requireServerUrl(): string {
  const url = serverUrl();
  if (!url) throw new Error("EMULATOR_DATABASE_URL is not set");
  return url;
}

/** A short-lived connection to the database the URL names (for CREATE/DROP DATABASE). */
async function withAdmin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(requireServerUrl(), { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function templateName(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(PROJECT_DIR, "emulator/db/bootstrap.sql")));
  const migrations = join(PROJECT_DIR, "supabase/migrations");
  for (const file of readdirSync(migrations).sort()) {
    hash.update(file).update(readFileSync(join(migrations, file)));
  }
  const seed = join(PROJECT_DIR, "supabase/seed.sql");
  if (existsSync(seed)) hash.update(readFileSync(seed));
  return `${TEMPLATE_PREFIX}${hash.digest("hex").slice(0, 16)}`;
}

async function databaseExists(sql: postgres.Sql, name: string): Promise<boolean> {
  const rows = await sql`select 1 from pg_database where datname = ${name}`;
  return rows.length > 0;
}

/**
 * The migrated template, built when missing: under a temporary name first, renamed when complete,
 * so a template that exists is always whole. Older templates (other migrations) are dropped.
 */
export async function ensureTemplate(): Promise<string> {
  const name = templateName();
  return withAdmin(async (sql) => {
    if (await databaseExists(sql, name)) return name;
    const lock = await sql.reserve();
    try {
      await lock`select pg_advisory_lock(${TEMPLATE_LOCK})`;
      if (await databaseExists(lock, name)) return name;
      const building = `${name}_building`;
      await lock.unsafe(`drop database if exists ${quoted(building)} with (force)`);
      await lock.unsafe(`create database ${quoted(building)}`);
      const { database } = await openDatabase({
        databaseUrl: withDatabaseName(requireServerUrl(), building),
        dataDir: null,
        dbPort: 0,
        host: "127.0.0.1",
        log: () => {},
        migrate: true,
        supabaseDir: join(PROJECT_DIR, "supabase"),
      });
      await database.close();
      await lock.unsafe(`alter database ${quoted(building)} rename to ${quoted(name)}`);
      const stale = await lock<{ datname: string }[]>`
        select datname from pg_database
        where datname like ${`${TEMPLATE_PREFIX}%`} and datname <> ${name}`;
      for (const { datname } of stale) {
        await lock.unsafe(`drop database if exists ${quoted(datname)}`).catch(() => undefined);
      }
      return name;
    } finally {
      await lock`select pg_advisory_unlock(${TEMPLATE_LOCK})`.catch(() => undefined);
      lock.release();
    }
  });
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

let named = 0;

function testDatabaseName(key?: string): string {
  const suffix = key
    ? createHash("sha256").update(key).digest("hex").slice(0, 12)
    : `${(named += 1)}_${Math.random().toString(36).slice(2, 8)}`;
  return `${TEST_PREFIX}${process.pid}_${suffix}`;
}

function testDatabase(name: string): TestDatabase {
  return { url: withDatabaseName(requireServerUrl(), name), drop: () => dropDatabase(name) };
}

/**
 * A new database for one emulator: a clone of the migrated template, or empty (`migrated: false`,
 * for a test project with migrations of its own). `key` names a database that outlives an
 * emulator within the test file (a restart test's "data directory"): the same key, the same
 * database.
 */
export async function createTestDatabase(options: {
  migrated: boolean;
  key?: string;
}): Promise<TestDatabase> {
  const name = testDatabaseName(options.key);
  const template = options.migrated ? await ensureTemplate() : "template0";
  await withAdmin(async (sql) => {
    if (options.key && (await databaseExists(sql, name))) return;
    await sql.unsafe(`create database ${quoted(name)} template ${quoted(template)}`);
  });
  return testDatabase(name);
}

/** The URL of a test database that does not exist yet (the emulator creates it), dropped later. */
export function missingTestDatabase(): TestDatabase {
  return testDatabase(testDatabaseName());
}

async function dropDatabase(name: string): Promise<void> {
  await withAdmin((sql) => sql.unsafe(`drop database if exists ${quoted(name)} with (force)`));
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Drops the test databases whose worker process has ended (this run's, and crashed runs'). */
export async function dropFinishedTestDatabases(): Promise<void> {
  const names = await withAdmin((sql) =>
    sql<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${TEST_PREFIX}%`}`.then((rows) =>
      rows.map((row) => row.datname),
    ),
  );
  for (const name of names) {
    const pid = Number(/^vindbaar_test_(\d+)_/.exec(name)?.[1]);
    if (pid === process.pid || !processAlive(pid)) await dropDatabase(name);
  }
}

/** The database the server URL names must not be one of ours (they are dropped). */
export function assertServerDatabase(): void {
  const name = databaseName(requireServerUrl());
  if (name.startsWith(TEST_PREFIX) || name.startsWith(TEMPLATE_PREFIX)) {
    throw new Error(`EMULATOR_DATABASE_URL must name a database tests do not create: ${name}`);
  }
}
