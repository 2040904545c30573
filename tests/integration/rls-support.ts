import { expect } from "vitest";
import { withRole, type Emulator } from "../../emulator/index";

/**
 * The role and JWT claims PostgREST would set for a signed-in customer: RLS tests run their SQL
 * inside `withRole(db, asUser(customer), …)` to read the tables exactly as that customer could.
 */
export const asUser = (user: { id: string; email: string }) =>
  ({
    role: "authenticated",
    claims: { sub: user.id, email: user.email, aud: "authenticated" },
  }) as const;

/** Every statement is refused to a visitor without a session (the `anon` role has no grant). */
export async function expectAnonDenied(emulator: Emulator, statements: readonly string[]) {
  for (const statement of statements) {
    await expect(
      withRole(emulator.db, { role: "anon" }, (tx) => tx.query(statement)),
    ).rejects.toThrow(/permission denied/);
  }
}
