import postgres from "postgres";
import type { Database, Queryable, QueryResult, SqlClient } from "./database.ts";
import { databaseName, redactedUrl, withDatabaseName } from "./database-url.ts";

/**
 * Values in and out the way PGlite converts them, so the emulator's code and the tests read the
 * same JavaScript from either database: int8 as a number while it is safe (postgres.js: a
 * string), a string given for json/jsonb, boolean or a timestamp passed through as written
 * (postgres.js would JSON-encode it again, read 'true' as false, or re-format it).
 */
const PGLITE_COMPATIBLE_TYPES = {
  bigint: {
    to: 20,
    from: [20],
    serialize: (value: unknown) => String(value),
    parse: (text: string) => {
      const value = BigInt(text);
      return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER
        ? value
        : Number(value);
    },
  },
  json: {
    to: 114,
    from: [114, 3802],
    serialize: (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value)),
    parse: (text: string) => JSON.parse(text) as unknown,
  },
  boolean: {
    to: 16,
    from: [16],
    serialize: (value: unknown) =>
      typeof value === "string" ? value : value === true || value === 1 ? "t" : "f",
    parse: (text: string) => text === "t",
  },
  date: {
    to: 1184,
    from: [1082, 1114, 1184],
    serialize: (value: unknown) =>
      typeof value === "string"
        ? value
        : (value instanceof Date ? value : new Date(value as number)).toISOString(),
    parse: (text: string) => new Date(text),
  },
};

const WRITE_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "MERGE", "COPY"]);
/** SQLSTATE 3D000: the database named in the URL does not exist; 42P04: it exists already. */
const INVALID_CATALOG_NAME = "3D000";
const DUPLICATE_DATABASE = "42P04";

/** A pool that has answered once (so a wrong URL fails at start, not at the first request). */
async function connect(url: string): Promise<postgres.Sql> {
  const sql = postgres(url, {
    max: 5,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
    transform: { undefined: null },
    types: PGLITE_COMPATIBLE_TYPES,
  });
  try {
    await sql`select 1`;
    return sql;
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => undefined);
    throw error;
  }
}

/** CREATE DATABASE on the same server, from its maintenance database `postgres`. */
async function createDatabase(url: string): Promise<void> {
  const admin = postgres(withDatabaseName(url, "postgres"), { max: 1, onnotice: () => {} });
  try {
    const name = databaseName(url).replace(/"/g, '""');
    await admin.unsafe(`create database "${name}"`).catch((error: { code?: string }) => {
      if (error.code !== DUPLICATE_DATABASE) throw error; // a concurrent start created it
    });
  } finally {
    await admin.end({ timeout: 5 });
  }
}

function unreachable(url: string, error: unknown): Error {
  return new Error(
    `Cannot use the database ${redactedUrl(url)}: ${error instanceof Error ? error.message : error}. ` +
      `Start a local PostgreSQL with scripts/postgres-local.sh, or fix EMULATOR_DATABASE_URL.`,
  );
}

/** postgres.js (a connection or a transaction) behind PGlite's query/exec. */
function queryable(sql: postgres.Sql | postgres.TransactionSql): Queryable {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return {
        rows: Array.from(result) as T[],
        affectedRows: WRITE_COMMANDS.has(result.command) ? result.count : 0,
      };
    },
    exec: (text: string) => sql.unsafe(text).simple(),
  };
}

/**
 * A real PostgreSQL server (EMULATOR_DATABASE_URL): the emulator's own queries go through a small
 * postgres.js pool — the driver the functions use too — and the functions connect to the same
 * URL themselves. Connections are real and concurrent: no gate, no socket bridge.
 */
export class PostgresDatabase implements Database {
  readonly kind = "postgres";
  readonly client: SqlClient;

  private constructor(
    private readonly sql: postgres.Sql,
    readonly functionsUrl: string,
  ) {
    this.client = {
      ...queryable(sql),
      transaction: (fn) => this.tx(fn),
    };
  }

  /** Connects; a database the server does not have yet is created first (dev: any new name). */
  static async open(
    url: string,
    log: (line: string) => void = () => {},
  ): Promise<PostgresDatabase> {
    try {
      return new PostgresDatabase(await connect(url), url);
    } catch (error) {
      if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw unreachable(url, error);
    }
    await createDatabase(url);
    log(`[db] created database ${databaseName(url)} on ${redactedUrl(withDatabaseName(url, ""))}`);
    try {
      return new PostgresDatabase(await connect(url), url);
    } catch (error) {
      throw unreachable(url, error);
    }
  }

  async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await queryable(this.sql).query<T>(text, params)).rows;
  }

  async exec(text: string): Promise<void> {
    await this.sql.unsafe(text).simple();
  }

  tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.sql.begin((tx) => fn(queryable(tx))) as Promise<T>;
  }

  async close(): Promise<void> {
    await this.sql.end({ timeout: 5 });
  }
}
