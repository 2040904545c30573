import type { PGlite, Transaction } from "@electric-sql/pglite";
import { isInsideGateTask, SessionGate } from "./gate.ts";

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
    guardPglite(pg, this.gate);
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

/** The gate guarding `pg`, when the emulator owns it (used by withRole). */
export function gateFor(pg: PGlite): SessionGate | undefined {
  return gates.get(pg);
}
