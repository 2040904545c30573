// @vitest-environment node
/**
 * The bootstrap on a real server, where roles and their settings belong to the whole cluster
 * and parallel test files start emulators at the same moment: eight bootstraps at once, each in
 * its own database (none named postgres), must all succeed and leave each database with the
 * Supabase search path (pgcrypto's digest() in `extensions`) and the API roles.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { bootstrapDatabase } from "../../emulator/db/bootstrap.ts";
import { PostgresDatabase } from "../../emulator/db/postgres-database.ts";
import { createTestDatabase, type TestDatabase } from "../integration/postgres-databases.ts";

if (!process.env.EMULATOR_DATABASE_URL) {
  throw new Error(
    "This test needs a real PostgreSQL: run `npm run test:integration:pg` (or set EMULATOR_DATABASE_URL).",
  );
}

vi.setConfig({ testTimeout: 120_000 });

const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
});

describe("bootstrap.sql on a shared PostgreSQL cluster", () => {
  it("runs in 8 new databases at once, and sets each one's own search path", async () => {
    for (let i = 0; i < 8; i++) databases.push(await createTestDatabase({ migrated: false }));
    const outcomes = await Promise.allSettled(
      databases.map(async ({ url }) => {
        const database = await PostgresDatabase.open(url);
        try {
          await bootstrapDatabase(database);
        } finally {
          await database.close();
        }
      }),
    );
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);

    for (const { url } of databases) {
      // A new session: the database's own search_path setting applies.
      const database = await PostgresDatabase.open(url);
      try {
        const [row] = await database.query<{ digest: string; roles: string[] }>(
          `select encode(digest('vindbaar', 'sha256'), 'hex') as digest,
                  array(select rolname::text from pg_roles
                        where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')
                        order by rolname) as roles`,
        );
        expect(row.digest).toHaveLength(64);
        expect(row.roles).toEqual(["anon", "authenticated", "authenticator", "service_role"]);
      } finally {
        await database.close();
      }
    }
  });
});
