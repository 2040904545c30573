import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { withRole } from "../../emulator/index";
import { emulatorClient, signUpUser, useEmulator, type SignedUpUser } from "./emulator-support";
import { asUser } from "./rls-support";

/**
 * The customer's language on the profile (issue 22): the `account` function reads and writes
 * public.profiles.locale for the signed-in caller only, validated against the contract's list;
 * RLS lets the owner change it on the own row and nobody else.
 */
const emulator = useEmulator({ autoconfirm: true });
let alice: SignedUpUser;
let bob: SignedUpUser;

async function call(
  supabase: SupabaseClient,
  method: "GET" | "PUT" | "POST",
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const { data, error, response } = await supabase.functions.invoke("account", {
    method,
    headers,
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
  });
  if (error) {
    const context = (error as { context?: Response }).context;
    if (!context) throw error;
    return { status: context.status, body: await context.json() };
  }
  return { status: response?.status ?? 200, body: data };
}

const localeOf = async (id: string) =>
  (
    await emulator().db.query<{ locale: string | null }>(
      "select locale from public.profiles where id = $1",
      [id],
    )
  ).rows[0]?.locale;

beforeAll(async () => {
  alice = await signUpUser(emulator(), { prefix: "alice", requireSession: true });
  bob = await signUpUser(emulator(), { prefix: "bob", requireSession: true });
}, 60_000);

describe("account function", () => {
  it("has no language until the customer chooses one", async () => {
    expect(await call(alice.supabase, "GET")).toEqual({ status: 200, body: { locale: null } });
  });

  it("stores the choice on the caller's own profile and reads it back", async () => {
    expect(await call(alice.supabase, "PUT", { locale: "en" })).toEqual({
      status: 200,
      body: { locale: "en" },
    });
    expect(await call(alice.supabase, "GET")).toEqual({ status: 200, body: { locale: "en" } });
    expect(await localeOf(alice.id)).toBe("en");
    expect(await localeOf(bob.id)).toBeNull();
    expect(await call(alice.supabase, "PUT", { locale: "nl" })).toEqual({
      status: 200,
      body: { locale: "nl" },
    });
    expect(await localeOf(alice.id)).toBe("nl");
  });

  it("refuses a language outside the list, extra fields and bad bodies with 400", async () => {
    const unknown = await call(bob.supabase, "PUT", { locale: "fr" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: expect.stringMatching(/^Taal: /) });
    const extra = await call(bob.supabase, "PUT", { locale: "en", id: alice.id });
    expect(extra.status).toBe(400);
    expect(await call(bob.supabase, "PUT", {})).toMatchObject({ status: 400 });
    expect(await localeOf(bob.id)).toBeNull();
    expect(await localeOf(alice.id)).toBe("nl");
  });

  it("answers 401 without a session and 405 for other methods", async () => {
    const visitor = emulatorClient(emulator());
    expect((await call(visitor, "GET")).status).toBe(401);
    expect((await call(alice.supabase, "POST", { locale: "en" })).status).toBe(405);
  });
});

describe("validation messages in the caller's language", () => {
  it("answers in Dutch by default and for nl, in English for en, naming the field as the menu does", async () => {
    const dutch = {
      status: 400,
      body: { error: 'Taal: Ongeldige optie: verwacht één van "nl"|"en"' },
    };
    expect(await call(bob.supabase, "PUT", { locale: "fr" })).toEqual(dutch);
    expect(await call(bob.supabase, "PUT", { locale: "fr" }, { "Accept-Language": "nl" })).toEqual(
      dutch,
    );
    expect(
      await call(bob.supabase, "PUT", { locale: "fr" }, { "Accept-Language": "en-GB,en;q=0.9" }),
    ).toEqual({
      status: 400,
      body: { error: 'Language: Invalid option: expected one of "nl"|"en"' },
    });
    // A language we do not offer falls back to Dutch.
    expect(await call(bob.supabase, "PUT", { locale: "fr" }, { "Accept-Language": "fr" })).toEqual(
      dutch,
    );
    expect(await call(bob.supabase, "PUT", { locale: 7 }, { "Accept-Language": "en" })).toEqual({
      status: 400,
      body: { error: 'Language: Invalid option: expected one of "nl"|"en"' },
    });
  });
});

describe("RLS on profiles.locale", () => {
  it("lets the owner change the own language, never someone else's, and only to a known one", async () => {
    const own = await withRole(emulator().db, asUser(bob), (tx) =>
      tx.query("update public.profiles set locale = 'en' where id = $1", [bob.id]),
    );
    expect(own.affectedRows).toBe(1);
    const other = await withRole(emulator().db, asUser(bob), (tx) =>
      tx.query("update public.profiles set locale = 'en' where id = $1", [alice.id]),
    );
    expect(other.affectedRows).toBe(0);
    expect(await localeOf(alice.id)).toBe("nl");
    await expect(
      withRole(emulator().db, asUser(bob), (tx) =>
        tx.query("update public.profiles set locale = 'fr' where id = $1", [bob.id]),
      ),
    ).rejects.toThrow(/profiles_locale_known/);
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) =>
        tx.query("update public.profiles set locale = 'en'"),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
