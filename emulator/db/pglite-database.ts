import type { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable, SqlClient } from "./database.ts";
import { isInsideGateTask, SessionGate } from "./gate.ts";
import { openPglite } from "./pglite.ts";
import { startDbSocket, type DbSocketServer } from "./socket.ts";

/**
 * The embedded database: PGlite, served to the functions over a local Postgres socket. PGlite is
 * one backend session, so every access (the emulator's own and the socket clients') takes the
 * SessionGate: nothing runs inside a transaction a function holds open, and vice versa.
 */
export class PgliteDatabase implements Database {
  readonly kind = "pglite";

  private constructor(
    readonly pg: PGlite,
    readonly gate: SessionGate,
    private readonly socket: DbSocketServer,
  ) {}

  static async open(options: {
    dataDir: string | null;
    port: number;
    host: string;
    log: (line: string) => void;
  }): Promise<PgliteDatabase> {
    const pg = await openPglite(options.dataDir);
    try {
      const gate = new SessionGate(pg, options.log);
      guardPglite(pg, gate);
      const socket = await startDbSocket({ db: pg, gate, port: options.port, host: options.host });
      return new PgliteDatabase(pg, gate, socket);
    } catch (error) {
      await pg.close().catch(() => undefined);
      throw error;
    }
  }

  get client(): SqlClient {
    return this.pg;
  }

  get functionsUrl(): string {
    return this.socket.url;
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.gate.run(() => this.pg.query<T>(sql, params));
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.gate.run(() => this.pg.exec(sql));
  }

  tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.gate.run(() => this.pg.transaction(fn));
  }

  async close(): Promise<void> {
    await this.socket.close();
    await this.pg.close();
  }
}

/**
 * Routes the PGlite instance's own query methods through the gate too, so code holding
 * `emulator.db` (tests, scripts) cannot land inside a function's open transaction either.
 * Calls made while a gate task runs (our own, and PGlite's internal ones) go straight through.
 */
function guardPglite(pg: PGlite, gate: SessionGate) {
  const target = pg as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of ["query", "exec", "sql", "transaction"]) {
    const original = target[name].bind(pg);
    target[name] = (...args: unknown[]) =>
      isInsideGateTask() ? original(...args) : gate.run(() => original(...args));
  }
}
