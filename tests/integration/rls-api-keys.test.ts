import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { withRole } from "../../emulator/index";
import { newApiKey } from "../../supabase/functions/_shared/api-keys/key-material.ts";
import { signUpCustomer, subscribe, invoke, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import { asUser } from "./rls-support";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * public.api_keys and public.api_rate_limits under the API roles (hosted Supabase exposes tables
 * through PostgREST): a customer reads only their own keys and can write none — a key must come
 * from the api-keys function, which checks the plan and hashes it. The rate-limit counters are
 * closed to every API role.
 */
const emulator = useEmulator({ autoconfirm: true });

async function setUp() {
  const [anna, bram] = await Promise.all([
    signUpCustomer(emulator(), "rls-key-a"),
    signUpCustomer(emulator(), "rls-key-b"),
  ]);
  await subscribe(emulator(), anna, "price_ultimate");
  await subscribe(emulator(), bram, "price_power");
  const created = await invoke(anna, "api-keys", { name: "Anna" });
  await invoke(bram, "api-keys", { name: "Bram" });
  return { anna, bram, key: created.body.key as string };
}

describe("api_keys", () => {
  it("stores the key's SHA-256, never the key; the owner reads only their own rows", async () => {
    const { anna, bram, key } = await setUp();
    const { rows: stored } = await emulator().db.query<{ key_hash: string; user_id: string }>(
      "select key_hash, user_id from public.api_keys where user_id = $1",
      [anna.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key_hash).not.toBe(key);
    expect(stored[0]!.key_hash).toBe(createHash("sha256").update(key).digest("hex"));

    const own = await withRole(
      emulator().db,
      asUser(anna),
      async (tx) => (await tx.query<{ name: string }>("select name from public.api_keys")).rows,
    );
    expect(own).toEqual([{ name: "Anna" }]);
    const bramsView = await withRole(
      emulator().db,
      asUser(bram),
      async (tx) => (await tx.query<{ name: string }>("select name from public.api_keys")).rows,
    );
    expect(bramsView).toEqual([{ name: "Bram" }]);

    // No self-service: insert, un-revoke, rename or delete all need the function.
    const material = await newApiKey();
    const writes: [string, unknown[]][] = [
      [
        "insert into public.api_keys (user_id, name, prefix, key_hash) values ($1, 'Zelf', $2, $3)",
        [anna.id, material.prefix, material.hash],
      ],
      ["update public.api_keys set revoked_at = null where user_id = $1", [anna.id]],
      ["update public.api_keys set name = 'x' where user_id = $1", [bram.id]],
      ["delete from public.api_keys where user_id = $1", [anna.id]],
    ];
    for (const [statement, params] of writes) {
      await expect(
        withRole(emulator().db, asUser(anna), (tx) => tx.query(statement, params)),
      ).rejects.toThrow(/permission denied/);
    }
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) => tx.query("select * from public.api_keys")),
    ).rejects.toThrow(/permission denied/);
    const { rows } = await emulator().db.query<{ count: number }>(
      "select count(*)::int as count from public.api_keys",
    );
    expect(rows).toEqual([{ count: 2 }]);
  });

  it("rejects a stored plain key or a malformed prefix", async () => {
    const { rows } = await emulator().db.query<{ id: string }>("select id from auth.users limit 1");
    const material = await newApiKey();
    for (const [prefix, hash] of [
      [material.prefix, material.key],
      ["sk_live_12345678", material.hash],
    ]) {
      await expect(
        emulator().db.query(
          "insert into public.api_keys (user_id, name, prefix, key_hash) values ($1, 'x', $2, $3)",
          [rows[0]!.id, prefix, hash],
        ),
      ).rejects.toThrow(/check constraint/);
    }
  });
});

describe("api_rate_limits", () => {
  it("is closed to anon and authenticated", async () => {
    const { rows } = await emulator().db.query<{ id: string }>("select id from auth.users limit 1");
    const user = { id: rows[0]!.id, email: "x@example.com" } as Customer;
    for (const role of [{ role: "anon" } as const, asUser(user)]) {
      await expect(
        withRole(emulator().db, role, (tx) => tx.query("select * from public.api_rate_limits")),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
