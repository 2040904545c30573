import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { withRole } from "../../emulator/index";
import { SEARCH_CONSOLE_MESSAGES } from "../../supabase/functions/_shared/contract/search-console.ts";
import { signUpCustomer, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import { callSearchConsole, stateOf } from "./search-console-support.ts";
import { asUser } from "./rls-support";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * The search-console function's own rules through supabase-js and the emulator's HTTP path
 * (issue 21): the consent URL, the state bound to the customer and used once, the state of the
 * connection, bad input, and what the API roles may read of the stored connection.
 */
const emulator = useEmulator({ autoconfirm: true });

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
let anna: Customer;
let bram: Customer;
beforeAll(async () => {
  [anna, bram] = await Promise.all([
    signUpCustomer(emulator(), "gsc-anna"),
    signUpCustomer(emulator(), "gsc-bram"),
  ]);
});

async function storedStates(customer: Customer) {
  const { rows } = await emulator().db.query<{ state_hash: string; redirect_uri: string }>(
    "select state_hash, redirect_uri from public.search_console_oauth_states where user_id = $1",
    [customer.id],
  );
  return rows;
}

describe("POST /start", () => {
  it("answers Google's consent URL for read-only offline access with a state bound to the customer", async () => {
    const answer = await callSearchConsole(anna, "start");
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.url as string);
    // The emulator points GOOGLE_OAUTH_AUTHORIZE_URL at its Google double.
    expect(url.origin + url.pathname).toBe(`${emulator().url}/google/o/oauth2/v2/auth`);
    const state = url.searchParams.get("state")!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "vindbaar-emulator.apps.googleusercontent.com",
      redirect_uri: "http://localhost:5173/search-console/callback",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/webmasters.readonly",
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
      state,
      login_hint: anna.email,
    });
    // Only the nonce's hash is stored, with the owner and the redirect URI.
    expect(await storedStates(anna)).toEqual([
      { state_hash: sha256(state), redirect_uri: "http://localhost:5173/search-console/callback" },
    ]);
  });

  it("sends Google back to the calling origin only when it is one of the site's own", async () => {
    const start = async (origin: string) => {
      const response = await fetch(`${emulator().url}/functions/v1/search-console/start`, {
        method: "POST",
        headers: {
          apikey: emulator().anonKey,
          Authorization: `Bearer ${anna.token}`,
          Origin: origin,
        },
      });
      const body = (await response.json()) as { url: string };
      return new URL(body.url).searchParams.get("redirect_uri");
    };
    expect(await start("http://127.0.0.1:4173")).toBe(
      "http://127.0.0.1:4173/search-console/callback",
    );
    expect(await start("https://evil.example")).toBe(
      "http://localhost:5173/search-console/callback",
    );
  });

  it("refuses a caller without a session", async () => {
    const response = await fetch(`${emulator().url}/functions/v1/search-console/start`, {
      method: "POST",
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${emulator().anonKey}` },
    });
    expect(response.status).toBe(401);
  });
});

describe("POST /callback", () => {
  it("refuses an unknown state", async () => {
    const answer = await callSearchConsole(anna, "callback", { state: "verzonnen", code: "4/x" });
    expect(answer).toEqual({ status: 400, body: { error: SEARCH_CONSOLE_MESSAGES.invalidState } });
  });

  it("refuses another customer's state without using it up", async () => {
    const state = stateOf((await callSearchConsole(anna, "start")).body.url as string);
    const stolen = await callSearchConsole(bram, "callback", { state, code: "4/x" });
    expect(stolen).toEqual({ status: 400, body: { error: SEARCH_CONSOLE_MESSAGES.invalidState } });
    expect(await storedStates(anna)).toHaveLength(1);

    // Anna's own round-trip still ends: she said 'Weigeren' at Google.
    const denied = await callSearchConsole(anna, "callback", { state, error: "access_denied" });
    expect(denied).toEqual({ status: 400, body: { error: SEARCH_CONSOLE_MESSAGES.accessDenied } });
    expect(SEARCH_CONSOLE_MESSAGES.accessDenied).toContain(
      "Je hebt Google geen toestemming gegeven",
    );
    // Used once: the same state again is refused, and nothing was connected.
    expect(await storedStates(anna)).toEqual([]);
    const again = await callSearchConsole(anna, "callback", { state, error: "access_denied" });
    expect(again.body).toEqual({ error: SEARCH_CONSOLE_MESSAGES.invalidState });
    expect((await callSearchConsole(anna, "")).body).toEqual({ status: "not_connected" });
  });

  it("refuses an expired state and an older one after a new start", async () => {
    const first = stateOf((await callSearchConsole(anna, "start")).body.url as string);
    const second = stateOf((await callSearchConsole(anna, "start")).body.url as string);
    expect((await callSearchConsole(anna, "callback", { state: first, code: "4/x" })).body).toEqual(
      {
        error: SEARCH_CONSOLE_MESSAGES.invalidState,
      },
    );
    await emulator().db.query(
      "update public.search_console_oauth_states set expires_at = now() - interval '1 second' where user_id = $1",
      [anna.id],
    );
    expect(
      (await callSearchConsole(anna, "callback", { state: second, code: "4/x" })).body,
    ).toEqual({ error: SEARCH_CONSOLE_MESSAGES.invalidState });
    expect(await storedStates(anna)).toEqual([]);
  });

  it("explains another consent error from Google", async () => {
    const state = stateOf((await callSearchConsole(anna, "start")).body.url as string);
    const answer = await callSearchConsole(anna, "callback", { state, error: "server_error" });
    expect(answer).toEqual({ status: 400, body: { error: SEARCH_CONSOLE_MESSAGES.consentFailed } });
  });

  it("answers 400 for a body without a state or with both code and nothing", async () => {
    for (const body of [{ code: "4/x" }, { state: "s" }, { state: "", code: "4/x" }, "geen json"]) {
      const answer = await callSearchConsole(anna, "callback", body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
  });
});

describe("the connection without Google", () => {
  it("is not connected at first; properties and a property need a connection", async () => {
    expect(await callSearchConsole(bram, "")).toEqual({
      status: 200,
      body: { status: "not_connected" },
    });
    expect(await callSearchConsole(bram, "properties")).toEqual({
      status: 404,
      body: { error: SEARCH_CONSOLE_MESSAGES.notConnected },
    });
    expect(
      await callSearchConsole(bram, "property", { siteUrl: "https://www.bakkerij.nl/" }),
    ).toEqual({ status: 404, body: { error: SEARCH_CONSOLE_MESSAGES.notConnected } });
    // Disconnecting what is not connected is done already.
    expect(await callSearchConsole(bram, "disconnect", { deleteData: true })).toEqual({
      status: 200,
      body: { status: "not_connected" },
    });
  });

  it("validates bodies and paths", async () => {
    expect((await callSearchConsole(bram, "disconnect", { deleteData: "ja" })).status).toBe(400);
    expect((await callSearchConsole(bram, "property", { siteUrl: " " })).status).toBe(400);
    expect(await callSearchConsole(bram, "onbekend")).toEqual({
      status: 404,
      body: { error: SEARCH_CONSOLE_MESSAGES.notFound },
    });
    const wrongMethod = await fetch(`${emulator().url}/functions/v1/search-console/disconnect`, {
      method: "GET",
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${bram.token}` },
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST, OPTIONS");
    expect(wrongMethod.headers.get("access-control-allow-origin")).toBe("*");
    expect(await wrongMethod.json()).toEqual({
      error: "Deze methode is hier niet toegestaan. Gebruik POST.",
    });
  });

  it("reports a broken connection with the way on, and does not call Google for it", async () => {
    await emulator().db.query(
      `insert into public.search_console_connections (user_id, refresh_token_encrypted, status, property_url)
       values ($1, 'v1:niet:echt', 'broken', 'sc-domain:bakkerij.nl')`,
      [bram.id],
    );
    const state = await callSearchConsole(bram, "");
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ status: "broken", error: SEARCH_CONSOLE_MESSAGES.broken });
    expect(SEARCH_CONSOLE_MESSAGES.broken).toContain("'Opnieuw koppelen'");
    // The same state in English for a customer who chose English (Accept-Language: en).
    for (const [name, status] of [
      ["search-console", "broken"],
      ["search-console/performance", "broken"],
    ] as const) {
      const english = await bram.supabase.functions.invoke(name, {
        method: "GET",
        headers: { "Accept-Language": "en" },
      });
      expect(english.data).toMatchObject({
        status,
        error:
          "Access to Google Search Console was revoked or has expired. Choose 'Reconnect' to continue.",
      });
    }
    expect(await callSearchConsole(bram, "properties")).toEqual({
      status: 409,
      body: { error: SEARCH_CONSOLE_MESSAGES.broken },
    });
    await emulator().db.query("delete from public.search_console_connections where user_id = $1", [
      bram.id,
    ]);
  });
});

describe("a stored token that no longer decrypts (the encryption key was changed)", () => {
  it("marks the connection broken instead of failing, and 'Ontkoppelen' still removes it", async () => {
    const kees = await signUpCustomer(emulator(), "gsc-sleutel");
    await emulator().db.query(
      `insert into public.search_console_connections (user_id, refresh_token_encrypted, property_url)
       values ($1, 'v1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'sc-domain:kees.nl')`,
      [kees.id],
    );
    expect(await callSearchConsole(kees, "properties")).toEqual({
      status: 409,
      body: { error: SEARCH_CONSOLE_MESSAGES.broken },
    });
    expect((await callSearchConsole(kees, "")).body).toMatchObject({ status: "broken" });
    expect(await callSearchConsole(kees, "disconnect", { deleteData: false })).toEqual({
      status: 200,
      body: { status: "not_connected" },
    });
  });
});

describe("row-level security", () => {
  it("lets the owner read the connection's non-secret columns only, and no state at all", async () => {
    await emulator().db.query(
      `insert into public.search_console_connections (user_id, refresh_token_encrypted, property_url)
       values ($1, 'v1:geheim:geheim', 'https://www.anna.nl/'), ($2, 'v1:geheim:geheim', 'sc-domain:bram.nl')`,
      [anna.id, bram.id],
    );
    const own = await withRole(
      emulator().db,
      asUser(anna),
      async (tx) =>
        (await tx.query("select property_url, status from public.search_console_connections")).rows,
    );
    expect(own).toEqual([{ property_url: "https://www.anna.nl/", status: "connected" }]);
    for (const statement of [
      "select refresh_token_encrypted from public.search_console_connections",
      "select * from public.search_console_connections",
      "update public.search_console_connections set property_url = 'x'",
      "delete from public.search_console_connections",
      "select * from public.search_console_oauth_states",
    ]) {
      await expect(
        withRole(emulator().db, asUser(anna), (tx) => tx.query(statement)),
      ).rejects.toThrow(/permission denied/);
    }
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) =>
        tx.query("select property_url from public.search_console_connections"),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
