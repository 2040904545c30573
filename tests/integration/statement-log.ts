import postgres from "postgres";
import { afterAll } from "vitest";
import type { Emulator } from "../../emulator/index.ts";

export interface StatementLog {
  /** A connection to the emulator's database that logs every statement it sends. */
  db(): postgres.Sql;
  /** Forgets what was logged so far. */
  clear(): void;
  /** How many of the statements logged since the last clear read `table` (a select from it). */
  readsOf(table: string): number;
}

/**
 * For a test that runs server code on its own connection and counts what it reads back: the
 * statements come from postgres.js itself (its `debug` hook), so nothing of the code under test is
 * replaced. One connection for the test file, closed after it.
 */
export function useStatementLog(emulator: () => Emulator): StatementLog {
  let statements: string[] = [];
  let sql: postgres.Sql | undefined;
  afterAll(async () => {
    await sql?.end();
  });
  return {
    db: () =>
      (sql ??= postgres(emulator().dbUrl, {
        max: 1,
        prepare: false,
        onnotice: () => {},
        debug: (_connection, query) => statements.push(query),
      })),
    clear: () => {
      statements = [];
    },
    readsOf(table) {
      const reads = new RegExp(
        `^\\s*select\\b[\\s\\S]*\\bfrom\\s+${table.replace(".", "\\.")}\\b`,
        "i",
      );
      const count = statements.filter((text) => reads.test(text)).length;
      statements = [];
      return count;
    },
  };
}
