/**
 * The emulator's database, whichever server holds it: the embedded PGlite (default) or a real
 * PostgreSQL (EMULATOR_DATABASE_URL). The auth double, the Stripe and Google doubles, migrations
 * and tests only see these types; pglite-database.ts and postgres-database.ts implement them.
 */

/** A query's rows (and, for INSERT/UPDATE/DELETE, how many rows it touched), as PGlite answers. */
export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
}

/** One connection's worth of SQL: a parameterised statement, or a script of several. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (simple protocol). */
  exec(sql: string): Promise<unknown>;
}

/**
 * The superuser access tests and scripts get as `emulator.db`: PGlite's own API (which PGlite
 * itself satisfies), and the same API over a real server. Use withRole() for RLS-scoped queries.
 */
export interface SqlClient extends Queryable {
  /** BEGIN … COMMIT around `fn`; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Database {
  readonly kind: "pglite" | "postgres";
  /** The PGlite-compatible client (`emulator.db`). */
  readonly client: SqlClient;
  /** What the functions get as SUPABASE_DB_URL. */
  readonly functionsUrl: string;
  /** The rows of one parameterised statement. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements (schema set-up). */
  exec(sql: string): Promise<void>;
  /** One transaction; rolled back when `fn` throws. */
  tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
