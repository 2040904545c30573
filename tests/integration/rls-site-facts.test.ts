import { beforeAll, describe, expect, it, vi } from "vitest";
import { withRole } from "../../emulator/index";
import { signUpUser, useEmulator } from "./emulator-support";
import { asUser, expectAnonDenied } from "./rls-support";

/**
 * public.site_facts: a customer reads their own facts only; hiding or showing one goes through
 * the site-facts function, so no API role writes the table, and anon sees nothing.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const emulator = useEmulator({ autoconfirm: true });
let alice: { id: string; email: string };
let bob: { id: string; email: string };

beforeAll(async () => {
  alice = await signUpUser(emulator(), { prefix: "alice-sf" });
  bob = await signUpUser(emulator(), { prefix: "bob-sf" });
  for (const [owner, id, text] of [
    [alice.id, "00000000000000a1", "Desembrood"],
    [bob.id, "00000000000000b1", "Cv-ketel onderhoud"],
  ] as const) {
    const {
      rows: [scan],
    } = await emulator().db.query<{ id: string }>(
      `insert into public.site_scans (user_id, site_url, page_limit, status)
       values ($1, 'https://voorbeeld.nl/', 25, 'done') returning id`,
      [owner],
    );
    await emulator().db.query(
      `insert into public.site_facts (user_id, id, scan_id, position, kind, text, page_url, name)
       values ($1, $2, $3, 0, 'offering', $4, 'https://voorbeeld.nl/', $4)`,
      [owner, id, scan!.id, text],
    );
  }
});

describe("site facts", () => {
  it("anon can read or write none", async () => {
    await expectAnonDenied(emulator(), [
      "select * from public.site_facts",
      "update public.site_facts set hidden = true",
    ]);
  });

  it("a customer reads only their own facts", async () => {
    const { rows } = await withRole(emulator().db, asUser(alice), (tx) =>
      tx.query<{ text: string }>("select text from public.site_facts"),
    );
    expect(rows).toEqual([{ text: "Desembrood" }]);
  });

  it("a customer cannot write facts directly, not even their own", async () => {
    for (const statement of [
      "update public.site_facts set hidden = true",
      "delete from public.site_facts",
      `insert into public.site_facts (user_id, id, scan_id, position, kind, text, page_url)
       select auth.uid(), '00000000000000c1', scan_id, 1, 'claim', 'Sinds 1850', page_url
       from public.site_facts`,
    ]) {
      await expect(
        withRole(emulator().db, asUser(alice), (tx) => tx.query(statement)),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
