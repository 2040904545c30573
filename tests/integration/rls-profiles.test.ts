import { beforeAll, describe, expect, it } from "vitest";
import { withRole } from "../../emulator/index";
import { signUpUser, useEmulator } from "./emulator-support";
import { asUser } from "./rls-support";

/**
 * public.profiles: created by the sign-up trigger, readable and renamable by its owner only.
 * Users are created through the real auth API (supabase-js), so the trigger fires exactly as in
 * production; RLS is checked in the roles PostgREST would use (anon, authenticated).
 */
const emulator = useEmulator({ autoconfirm: true });
let alice: { id: string; email: string };
let bob: { id: string; email: string };

async function signUp(email: string, data: Record<string, unknown> = {}) {
  const { id } = await signUpUser(emulator(), { email, data });
  return { id, email };
}

type Row = { id: string; email: string; full_name: string | null };

beforeAll(async () => {
  alice = await signUp("alice@vindbaar.test", { full_name: "Alice de Vries" });
  bob = await signUp("bob@vindbaar.test", { full_name: "Bob Jansen" });
}, 60_000);

describe("profile creation at sign-up", () => {
  it("creates the profile from the sign-up metadata and e-mail", async () => {
    const { rows } = await emulator().db.query<Row>(
      "select id, email, full_name from public.profiles where id = $1",
      [alice.id],
    );
    expect(rows).toEqual([
      { id: alice.id, email: "alice@vindbaar.test", full_name: "Alice de Vries" },
    ]);
  });

  it("stores no name when none was given", async () => {
    const carol = await signUp("carol@vindbaar.test");
    const { rows } = await emulator().db.query<Row>(
      "select full_name from public.profiles where id = $1",
      [carol.id],
    );
    expect(rows).toEqual([{ full_name: null }]);
  });

  it("never breaks sign-up, even when the profile cannot be written", async () => {
    // 500 characters violate the full_name check constraint: the trigger's insert fails…
    const mallory = await signUp("mallory@vindbaar.test", { full_name: "x".repeat(500) });
    // …but the account exists (the sign-up answered 200 with a user) and only the profile is missing.
    const users = await emulator().db.query("select id from auth.users where id = $1", [
      mallory.id,
    ]);
    expect(users.rows).toHaveLength(1);
    const profiles = await emulator().db.query("select id from public.profiles where id = $1", [
      mallory.id,
    ]);
    expect(profiles.rows).toHaveLength(0);
  });

  it("keeps an existing profile (on conflict do nothing) and still creates the account", async () => {
    const id = crypto.randomUUID();
    const rollback = new Error("rollback");
    let seen: { users: number; profiles: Row[] } | undefined;
    // In real life the foreign key makes a profile-before-user impossible; to exercise the
    // trigger's conflict path the key is dropped inside a transaction that is rolled back.
    await emulator()
      .database.tx(async (tx) => {
        await tx.exec("alter table public.profiles drop constraint profiles_id_fkey");
        await tx.query(
          "insert into public.profiles (id, email, full_name) values ($1, 'early@vindbaar.test', 'Existing')",
          [id],
        );
        await tx.query(
          `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
           values ($1, 'authenticated', 'authenticated', 'early@vindbaar.test', '{"full_name":"New"}', now(), now())`,
          [id],
        );
        const users = await tx.query("select id from auth.users where id = $1", [id]);
        const profiles = await tx.query<Row>(
          "select id, email, full_name from public.profiles where id = $1",
          [id],
        );
        seen = { users: users.rows.length, profiles: profiles.rows };
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(seen).toEqual({
      users: 1,
      profiles: [{ id, email: "early@vindbaar.test", full_name: "Existing" }],
    });
    const { rows } = await emulator().db.query("select id from auth.users where id = $1", [id]);
    expect(rows).toHaveLength(0);
  });

  it("removes the profile with the account", async () => {
    const dave = await signUp("dave@vindbaar.test", { full_name: "Dave" });
    await emulator().db.query("delete from auth.users where id = $1", [dave.id]);
    const { rows } = await emulator().db.query("select id from public.profiles where id = $1", [
      dave.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe("RLS as anon", () => {
  it("cannot read, insert or update profiles", async () => {
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) => tx.query("select * from public.profiles")),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) =>
        tx.query("insert into public.profiles (id, email) values ($1, 'x@x.nl')", [
          crypto.randomUUID(),
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) =>
        tx.query("update public.profiles set full_name = 'Hacked'"),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe("RLS as an authenticated user", () => {
  it("sees only the own row", async () => {
    const rows = await withRole(
      emulator().db,
      asUser(alice),
      async (tx) => (await tx.query<Row>("select id, email, full_name from public.profiles")).rows,
    );
    expect(rows).toEqual([
      { id: alice.id, email: "alice@vindbaar.test", full_name: "Alice de Vries" },
    ]);
    const other = await withRole(
      emulator().db,
      asUser(alice),
      async (tx) => (await tx.query("select id from public.profiles where id = $1", [bob.id])).rows,
    );
    expect(other).toEqual([]);
  });

  it("can rename the own profile (updated_at moves) but not someone else's", async () => {
    const before = await emulator().db.query<{ updated_at: Date }>(
      "select updated_at from public.profiles where id = $1",
      [alice.id],
    );
    const own = await withRole(emulator().db, asUser(alice), (tx) =>
      tx.query("update public.profiles set full_name = 'Alice Jansen' where id = $1", [alice.id]),
    );
    expect(own.affectedRows).toBe(1);
    const after = await emulator().db.query<{ full_name: string; updated_at: Date }>(
      "select full_name, updated_at from public.profiles where id = $1",
      [alice.id],
    );
    expect(after.rows[0]?.full_name).toBe("Alice Jansen");
    expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThan(
      before.rows[0]!.updated_at.getTime(),
    );

    const others = await withRole(emulator().db, asUser(alice), (tx) =>
      tx.query("update public.profiles set full_name = 'Hacked' where id = $1", [bob.id]),
    );
    expect(others.affectedRows).toBe(0);
    const bobRow = await emulator().db.query<Row>(
      "select full_name from public.profiles where id = $1",
      [bob.id],
    );
    expect(bobRow.rows[0]?.full_name).toBe("Bob Jansen");
  });

  it("cannot change the id or e-mail, insert or delete", async () => {
    await expect(
      withRole(emulator().db, asUser(alice), (tx) =>
        tx.query("update public.profiles set id = $1 where id = $2", [
          crypto.randomUUID(),
          alice.id,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withRole(emulator().db, asUser(alice), (tx) =>
        tx.query("update public.profiles set email = 'other@vindbaar.test' where id = $1", [
          alice.id,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withRole(emulator().db, asUser(alice), (tx) =>
        tx.query("insert into public.profiles (id, email) values ($1, 'new@vindbaar.test')", [
          crypto.randomUUID(),
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withRole(emulator().db, asUser(alice), (tx) =>
        tx.query("delete from public.profiles where id = $1", [alice.id]),
      ),
    ).rejects.toThrow(/permission denied/);
    const { rows } = await emulator().db.query("select id from public.profiles where id = $1", [
      alice.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("lets the service role read every profile", async () => {
    const rows = await withRole(
      emulator().db,
      { role: "service_role" },
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            "select id from public.profiles where id = any($1::uuid[])",
            [[alice.id, bob.id]],
          )
        ).rows,
    );
    expect(rows.map((row) => row.id).sort()).toEqual([alice.id, bob.id].sort());
  });
});
