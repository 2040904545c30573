import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withRole, type Emulator } from "../../emulator/index";
import { emulatorClient, startTestEmulator, uniqueEmail } from "./emulator-support";
import { asUser } from "./rls-support";

/**
 * public.white_label_settings: a customer may read their own row and nothing else, and neither
 * anon nor authenticated may write any row — enabling white label must go through the
 * `white-label` function's Power check.
 */
let emulator: Emulator;
let alice: { id: string; email: string };
let bob: { id: string; email: string };

async function signUp(prefix: string) {
  const email = uniqueEmail(prefix);
  const result = await emulatorClient(emulator).auth.signUp({
    email,
    password: "geheim-wachtwoord-1",
  });
  if (result.error || !result.data.user) throw result.error ?? new Error("no user");
  return { id: result.data.user.id, email };
}

beforeAll(async () => {
  emulator = await startTestEmulator({
    port: 0,
    dbPort: 0,
    dataDir: null,
    autoconfirm: true,
    log: () => {},
  });
  alice = await signUp("alice-wl");
  bob = await signUp("bob-wl");
  for (const [user, name] of [
    [alice, "Alice Bureau"],
    [bob, "Bob Bureau"],
  ] as const) {
    await emulator.db.query(
      "insert into public.white_label_settings (user_id, company_name) values ($1, $2)",
      [user.id, name],
    );
  }
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

describe("white_label_settings as anon", () => {
  it("cannot read, insert, update or delete", async () => {
    const anon = { role: "anon" } as const;
    for (const statement of [
      "select * from public.white_label_settings",
      "update public.white_label_settings set enabled = true",
      "delete from public.white_label_settings",
    ]) {
      await expect(withRole(emulator.db, anon, (tx) => tx.query(statement))).rejects.toThrow(
        /permission denied/,
      );
    }
    await expect(
      withRole(emulator.db, anon, (tx) =>
        tx.query("insert into public.white_label_settings (user_id) values ($1)", [alice.id]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe("white_label_settings as an authenticated customer", () => {
  it("reads only their own row", async () => {
    const rows = await withRole(
      emulator.db,
      asUser(alice),
      async (tx) =>
        (
          await tx.query<{ company_name: string }>(
            "select company_name from public.white_label_settings",
          )
        ).rows,
    );
    expect(rows).toEqual([{ company_name: "Alice Bureau" }]);
  });

  it("cannot enable white label or change, add or remove any row", async () => {
    const writes: [string, unknown[]][] = [
      ["update public.white_label_settings set enabled = true where user_id = $1", [alice.id]],
      ["update public.white_label_settings set company_name = 'x' where user_id = $1", [bob.id]],
      ["insert into public.white_label_settings (user_id, enabled) values ($1, true)", [alice.id]],
      ["delete from public.white_label_settings where user_id = $1", [alice.id]],
    ];
    for (const [statement, params] of writes) {
      await expect(
        withRole(emulator.db, asUser(alice), (tx) => tx.query(statement, params)),
      ).rejects.toThrow(/permission denied/);
    }
    const { rows } = await emulator.db.query(
      "select company_name, enabled from public.white_label_settings order by company_name",
    );
    expect(rows).toEqual([
      { company_name: "Alice Bureau", enabled: false },
      { company_name: "Bob Bureau", enabled: false },
    ]);
  });
});

describe("white_label_settings constraints", () => {
  it("refuses our own domain, bad colours and a second row for the same domain", async () => {
    const bad = [
      [
        "update public.white_label_settings set custom_domain = 'klant.vindbaar.nl' where user_id = $1",
        [alice.id],
      ],
      [
        "update public.white_label_settings set primary_color = 'red' where user_id = $1",
        [alice.id],
      ],
      [
        "update public.white_label_settings set custom_domain = 'Upper.nl' where user_id = $1",
        [alice.id],
      ],
    ] as const;
    for (const [statement, params] of bad) {
      await expect(emulator.db.query(statement, [...params])).rejects.toThrow(/check constraint/);
    }
    // Unverified claims may share a host; only one account can hold it verified (decision 044).
    const claim = (status: string, userId: string) =>
      emulator.db.query(
        "update public.white_label_settings set custom_domain = 'gedeeld.nl', domain_status = $2 where user_id = $1",
        [userId, status],
      );
    await claim("verified", alice.id);
    await claim("pending", bob.id);
    await expect(claim("verified", bob.id)).rejects.toThrow(/unique/);
  });
});
