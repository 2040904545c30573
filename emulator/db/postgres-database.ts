import postgres from "postgres";
import type { Database, Queryable, QueryResult, SqlClient } from "./database.ts";
import { redactedUrl } from "./database-url.ts";

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

  static async open(url: string): Promise<PostgresDatabase> {
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
    } catch (error) {
      await sql.end({ timeout: 1 }).catch(() => undefined);
      throw new Error(
        `Cannot reach the database ${redactedUrl(url)}: ${error instanceof Error ? error.message : error}. ` +
          `Start a local PostgreSQL with scripts/postgres-local.sh, or fix EMULATOR_DATABASE_URL.`,
      );
    }
    return new PostgresDatabase(sql, url);
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
