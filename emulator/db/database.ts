import type { PGlite, Transaction } from "@electric-sql/pglite";
import { SessionGate } from "./gate.ts";

export type Queryable = Pick<Transaction, "query" | "exec">;

/**
 * The emulator's own access to PGlite. Every call takes the SessionGate, so it never runs inside
 * a transaction a socket client (an edge function) has open, and vice versa.
 */
export class Database {
  readonly gate: SessionGate;

  constructor(
    readonly pg: PGlite,
    log: (line: string) => void = () => {},
  ) {
    this.gate = new SessionGate(pg, log);
    gates.set(pg, this.gate);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.gate.run(() => this.pg.query<T>(sql, params));
    return result.rows;
  }

  /** One transaction; rolled back when `fn` throws. */
  tx<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.gate.run(() => this.pg.transaction(fn));
  }
}

const gates = new WeakMap<PGlite, SessionGate>();

/** The gate guarding `pg`, when the emulator owns it (used by withRole). */
export function gateFor(pg: PGlite): SessionGate | undefined {
  return gates.get(pg);
}
