import type { Sql, TransactionSql } from "postgres";
import type { Database, Queryable, SqlClient } from "./database.ts";

export type ApiRole = "anon" | "authenticated" | "service_role";

export interface RoleContext {
  role: ApiRole;
  /** JWT claims as PostgREST would expose them (`sub`, `email`, …); `role` is added. */
  claims?: Record<string, unknown>;
}

const ROLES: readonly ApiRole[] = ["anon", "authenticated", "service_role"];

function claimsJson(context: RoleContext) {
  if (!ROLES.includes(context.role)) throw new Error(`withRole: unknown role ${context.role}`);
  return JSON.stringify({ ...context.claims, role: context.role });
}

function isDatabase(db: SqlClient | Database): db is Database {
  return "client" in db && "functionsUrl" in db;
}

/**
 * Runs `fn` in a transaction that impersonates an API role the way PostgREST does
 * (docs/contracts/gotrue-subset.md): BEGIN; set_config('request.jwt.claims', …, true); SET LOCAL ROLE …;
 * then COMMIT, or ROLLBACK when `fn` throws. Only transaction-local settings are used: on PGlite
 * every connection shares one backend session, and on a real server the connection goes back to
 * a pool afterwards.
 *
 * Accepts the emulator's client (`emulator.db`, PGlite or a real server), its Database, or a
 * `postgres` (porsager) client.
 */
export function withRole<T>(
  db: SqlClient | Database,
  context: RoleContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T>;
export function withRole<T>(
  db: Sql,
  context: RoleContext,
  fn: (tx: TransactionSql) => Promise<T>,
): Promise<T>;
export function withRole<T>(
  db: SqlClient | Database | Sql,
  context: RoleContext,
  fn: ((tx: Queryable) => Promise<T>) | ((tx: TransactionSql) => Promise<T>),
): Promise<T> {
  const claims = claimsJson(context);
  if (typeof db === "function") {
    const run = fn as (tx: TransactionSql) => Promise<T>;
    return db.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${claims}, true)`;
      await tx.unsafe(`set local role ${context.role}`);
      return run(tx);
    }) as Promise<T>;
  }
  const client = isDatabase(db) ? db.client : db;
  const run = fn as (tx: Queryable) => Promise<T>;
  return client.transaction(async (tx) => {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [claims]);
    await tx.exec(`set local role ${context.role}`);
    return run(tx);
  });
}
