import { beforeAll, describe, expect, it, vi } from "vitest";
import { SEARCH_CONSOLE_MESSAGES } from "../../supabase/functions/_shared/contract/search-console.ts";
import { decryptSecret } from "../../supabase/functions/_shared/secrets/secret-box.ts";
import { signUpCustomer, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import {
  answerConsent,
  callbackBody,
  callSearchConsole,
  giveProfile,
} from "./search-console-support.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * Connecting Google Search Console end to end (issue 21): supabase-js calls the search-console
 * function, the emulator's Google double shows its consent page, the callback posts the code back,
 * and the function exchanges it, lists the account's properties, stores the chosen one and revokes
 * the grant on 'Ontkoppelen' — all through the double's real HTTP contract.
 */
const emulator = useEmulator({ autoconfirm: true });
const CALLBACK = "http://localhost:5173/search-console/callback";

/** 'Koppel Google Search Console' → Google's consent page → the callback route's post. */
async function connect(
  customer: Customer,
  decision: "allow" | "deny" = "allow",
  googleAccount?: string,
) {
  const start = await callSearchConsole(customer, "start");
  expect(start.status).toBe(200);
  const back = await answerConsent(start.body.url as string, decision, googleAccount);
  expect(back.origin + back.pathname).toBe(CALLBACK);
  return callSearchConsole(customer, "callback", callbackBody(back));
}

async function storedRefreshToken(customer: Customer): Promise<string> {
  const { rows } = await emulator().db.query<{ refresh_token_encrypted: string }>(
    "select refresh_token_encrypted from public.search_console_connections where user_id = $1",
    [customer.id],
  );
  return decryptSecret(rows[0]!.refresh_token_encrypted, {
    context: customer.id,
    env: (name) => (name === "SUPABASE_URL" ? emulator().url : undefined),
  });
}

/** Asks the double's token endpoint directly whether a refresh token still works. */
async function refreshWorks(refreshToken: string): Promise<boolean> {
  const response = await fetch(`${emulator().url}/google/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: "vindbaar-emulator.apps.googleusercontent.com",
      client_secret: "emulator-google-secret",
    }),
  });
  return response.ok;
}

let anna: Customer;
beforeAll(async () => {
  anna = await signUpCustomer(emulator(), "gsc-e2e");
  await giveProfile(emulator(), anna, "https://www.bakkerijdevries-e2e.nl");
});

describe("connecting through Google's consent", () => {
  it("stores the refresh token sealed to the customer, then lists and stores a property", async () => {
    const connected = await connect(anna);
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ status: "connected", property: null });

    const { rows } = await emulator().db.query<{
      refresh_token_encrypted: string;
      granted_scope: string;
    }>(
      "select refresh_token_encrypted, granted_scope from public.search_console_connections where user_id = $1",
      [anna.id],
    );
    expect(rows[0]!.refresh_token_encrypted).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(rows[0]!.granted_scope).toContain("https://www.googleapis.com/auth/webmasters.readonly");
    const refreshToken = await storedRefreshToken(anna);
    expect(rows[0]!.refresh_token_encrypted).not.toContain(refreshToken);
    expect(await refreshWorks(refreshToken)).toBe(true);

    // The double's account for this e-mail owns the profile's website twice over.
    const listed = await callSearchConsole(anna, "properties");
    expect(listed).toEqual({
      status: 200,
      body: {
        properties: [
          {
            siteUrl: "https://www.bakkerijdevries-e2e.nl/",
            kind: "url-prefix",
            permissionLevel: "siteOwner",
            verified: true,
            suggested: true,
          },
          {
            siteUrl: "sc-domain:bakkerijdevries-e2e.nl",
            kind: "domain",
            permissionLevel: "siteOwner",
            verified: true,
            suggested: false,
          },
        ],
      },
    });

    expect(
      await callSearchConsole(anna, "property", { siteUrl: "https://www.iemand-anders.nl/" }),
    ).toEqual({ status: 400, body: { error: SEARCH_CONSOLE_MESSAGES.unknownProperty } });
    const chosen = await callSearchConsole(anna, "property", {
      siteUrl: "sc-domain:bakkerijdevries-e2e.nl",
    });
    expect(chosen.body).toMatchObject({
      status: "connected",
      property: "sc-domain:bakkerijdevries-e2e.nl",
    });
    expect((await callSearchConsole(anna, "")).body).toMatchObject({
      status: "connected",
      property: "sc-domain:bakkerijdevries-e2e.nl",
    });
  });

  it("explains 'Weigeren' at Google and stores nothing", async () => {
    const bram = await signUpCustomer(emulator(), "gsc-weigert");
    const denied = await connect(bram, "deny");
    expect(denied).toEqual({ status: 400, body: { error: SEARCH_CONSOLE_MESSAGES.accessDenied } });
    expect((await callSearchConsole(bram, "")).body).toEqual({ status: "not_connected" });
  });

  it("refuses a grant without the Search Console scope (unticked at Google)", async () => {
    const gijs = await signUpCustomer(emulator(), "gsc-scope");
    const start = await callSearchConsole(gijs, "start");
    const consentUrl = new URL(start.body.url as string);
    consentUrl.searchParams.set("scope", "https://www.googleapis.com/auth/userinfo.email");
    const back = await answerConsent(consentUrl.toString(), "allow");
    expect(await callSearchConsole(gijs, "callback", callbackBody(back))).toEqual({
      status: 400,
      body: { error: SEARCH_CONSOLE_MESSAGES.missingScope },
    });
    expect((await callSearchConsole(gijs, "")).body).toEqual({ status: "not_connected" });
  });

  it("lists no property for an account without a verified one", async () => {
    const carla = await signUpCustomer(emulator(), "gsc-leeg");
    emulator().google.setAccount(carla.email, { siteUrl: null });
    expect((await connect(carla)).status).toBe(200);
    expect(await callSearchConsole(carla, "properties")).toEqual({
      status: 200,
      body: { properties: [] },
    });
  });

  it("refuses a property the account was added to but has not verified, and keeps none", async () => {
    const hugo = await signUpCustomer(emulator(), "gsc-onbevestigd");
    emulator().google.setAccount(hugo.email, {
      siteUrl: "https://hugo-e2e.nl",
      unverifiedSites: ["https://klant-van-hugo-e2e.nl/"],
    });
    expect((await connect(hugo)).status).toBe(200);
    const listed = await callSearchConsole(hugo, "properties");
    expect(JSON.stringify(listed.body)).toContain("https://klant-van-hugo-e2e.nl/");
    expect(
      await callSearchConsole(hugo, "property", { siteUrl: "https://klant-van-hugo-e2e.nl/" }),
    ).toEqual({ status: 400, body: { error: SEARCH_CONSOLE_MESSAGES.unverifiedProperty } });
    expect((await callSearchConsole(hugo, "")).body).toMatchObject({
      status: "connected",
      property: null,
    });
  });
});

describe("reconnecting with another Google account", () => {
  it("keeps the property when the new account can read it, and asks again when it cannot", async () => {
    const iris = await signUpCustomer(emulator(), "gsc-ander-account");
    await giveProfile(emulator(), iris, "https://iris-e2e.nl");
    await connect(iris);
    await callSearchConsole(iris, "property", { siteUrl: "https://iris-e2e.nl/" });

    // The same account again: nothing to choose.
    expect((await connect(iris)).body).toMatchObject({
      status: "connected",
      property: "https://iris-e2e.nl/",
    });

    // A colleague's Google account that has no access to the chosen property.
    const colleague = "collega-van-iris@example.com";
    emulator().google.setAccount(colleague, { siteUrl: "https://andere-zaak-e2e.nl" });
    const again = await connect(iris, "allow", colleague);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "connected", property: null });
    const listed = await callSearchConsole(iris, "properties");
    expect(JSON.stringify(listed.body)).toContain("https://andere-zaak-e2e.nl/");
    expect(JSON.stringify(listed.body)).not.toContain("https://iris-e2e.nl/");
  });
});

describe("a grant that Google no longer honours", () => {
  it("marks the connection broken, offers 'Opnieuw koppelen', and a reconnect repairs it", async () => {
    const dirk = await signUpCustomer(emulator(), "gsc-ingetrokken");
    await giveProfile(emulator(), dirk, "https://dirk-e2e.nl");
    await connect(dirk);
    await callSearchConsole(dirk, "property", { siteUrl: "https://dirk-e2e.nl/" });
    // The customer removes our access at myaccount.google.com.
    const revoked = await fetch(`${emulator().url}/google/revoke`, {
      method: "POST",
      body: new URLSearchParams({ token: await storedRefreshToken(dirk) }),
    });
    expect(revoked.status).toBe(200);

    expect(await callSearchConsole(dirk, "properties")).toEqual({
      status: 409,
      body: { error: SEARCH_CONSOLE_MESSAGES.broken },
    });
    expect((await callSearchConsole(dirk, "")).body).toMatchObject({
      status: "broken",
      error: SEARCH_CONSOLE_MESSAGES.broken,
    });

    const again = await connect(dirk);
    expect(again.body).toMatchObject({ status: "connected", property: "https://dirk-e2e.nl/" });
    expect((await callSearchConsole(dirk, "properties")).status).toBe(200);
  });
});

describe("'Ontkoppelen'", () => {
  it("revokes the grant at Google and deletes the connection", async () => {
    const eva = await signUpCustomer(emulator(), "gsc-ontkoppel");
    await connect(eva);
    const refreshToken = await storedRefreshToken(eva);
    expect(await callSearchConsole(eva, "disconnect", { deleteData: true })).toEqual({
      status: 200,
      body: { status: "not_connected" },
    });
    expect(await refreshWorks(refreshToken)).toBe(false);
    const { rows } = await emulator().db.query(
      "select 1 from public.search_console_connections where user_id = $1",
      [eva.id],
    );
    expect(rows).toEqual([]);
  });

  it("also works for a broken connection (nothing left to revoke)", async () => {
    const frank = await signUpCustomer(emulator(), "gsc-kapot");
    await connect(frank);
    await fetch(`${emulator().url}/google/revoke`, {
      method: "POST",
      body: new URLSearchParams({ token: await storedRefreshToken(frank) }),
    });
    expect((await callSearchConsole(frank, "properties")).status).toBe(409);
    expect(await callSearchConsole(frank, "disconnect", { deleteData: false })).toEqual({
      status: 200,
      body: { status: "not_connected" },
    });
  });
});
