import { auth, searchconsole } from "@googleapis/searchconsole";
import { describe, expect, it, vi } from "vitest";
import { describeEmulator } from "../../emulator/banner.ts";
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from "../../emulator/google/index.ts";
import { signUpUser, useEmulator } from "./emulator-support.ts";

/**
 * The Google double end to end over real HTTP: the consent page's form, the redirect with a code,
 * the token endpoint, refresh, revoke and invalid_grant; then the Search Console API through the
 * official client (`@googleapis/searchconsole`) with its root URL pointed at the double.
 */
vi.setConfig({ testTimeout: 60_000 });

const emulator = useEmulator();
const SCOPE = "https://www.googleapis.com/auth/webmasters.readonly";
const REDIRECT = "http://localhost:5173/app/koppelingen/google/terug";

/** A customer with a profile: the test Google account with the same e-mail owns its website. */
async function customerWithProfile(website = "https://www.bakkerij-jansen.nl/winkel") {
  const user = await signUpUser(emulator(), { prefix: "gsc" });
  await emulator().db.query(
    `insert into public.business_profiles
       (user_id, business_name, website_url, sector, region, keywords, tone)
     values ($1, 'Bakkerij Jansen', $2, 'Bakkerij', 'Utrecht', '{desembrood,taart bestellen,bakkerij utrecht}', 'informal')`,
    [user.id, website],
  );
  return user;
}

const authorizeUrl = (params: Record<string, string> = {}) => {
  const url = new URL(`${emulator().url}/google/o/oauth2/v2/auth`);
  const all = {
    client_id: EMULATOR_CLIENT_ID,
    redirect_uri: REDIRECT,
    response_type: "code",
    scope: SCOPE,
    state: "staat-123",
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    ...params,
  };
  for (const [name, value] of Object.entries(all)) url.searchParams.set(name, value);
  return url;
};

/** Reads the consent page's form and posts it as a browser would, pressing one of its buttons. */
async function answerConsent(page: string, decision: "allow" | "deny", email?: string) {
  const fields = new URLSearchParams();
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(match[1], match[2].replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  const typed = /<input id="email" name="email"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? "";
  fields.set("email", email ?? typed);
  fields.set("decision", decision);
  return fetch(`${emulator().url}/google/o/oauth2/v2/auth`, {
    method: "POST",
    body: fields,
    redirect: "manual",
  });
}

const token = (fields: Record<string, string>) =>
  fetch(`${emulator().url}/google/token`, {
    method: "POST",
    body: new URLSearchParams({
      client_id: EMULATOR_CLIENT_ID,
      client_secret: EMULATOR_CLIENT_SECRET,
      ...fields,
    }),
  });

/** A token endpoint error: its status and `{ error, error_description }`. */
async function expectTokenError(
  response: Response,
  status: number,
  error: string,
  description: string,
) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error, error_description: description });
}

async function consentCode(email: string) {
  const page = await (await fetch(authorizeUrl({ login_hint: email }))).text();
  const answer = await answerConsent(page, "allow");
  return new URL(answer.headers.get("location")!).searchParams.get("code")!;
}

describe("the Google double's OAuth 2.0", () => {
  it("shows a Dutch consent page for the hinted account; 'Weigeren' sends access_denied back", async () => {
    const response = await fetch(authorizeUrl({ login_hint: "eigenaar@bakkerij.nl" }));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="nl">');
    expect(page).toContain("Vindbaar wil toegang tot je Google-account");
    expect(page).toContain("Search Console-gegevens van je geverifieerde sites bekijken");
    expect(page).toContain('value="eigenaar@bakkerij.nl"');
    expect(page).toContain(">Toestaan</button>");
    expect(page).toContain(">Weigeren</button>");
    // Enter in the e-mail field submits with the form's first button: that must be 'Toestaan'.
    expect(page.indexOf(">Toestaan</button>")).toBeLessThan(page.indexOf(">Weigeren</button>"));

    const denied = await answerConsent(page, "deny");
    expect(denied.status).toBe(302);
    expect(denied.headers.get("location")).toBe(`${REDIRECT}?error=access_denied&state=staat-123`);
  });

  it("keeps a mistyped address and asks again; another account can be typed", async () => {
    const page = await (await fetch(authorizeUrl({ login_hint: "a@b.nl" }))).text();
    const wrong = await answerConsent(page, "allow", "geen-adres");
    expect(wrong.status).toBe(200);
    const again = await wrong.text();
    expect(again).toContain('role="alert"');
    expect(again).toContain('value="geen-adres"');
    const other = await answerConsent(again, "allow", "Ander@Bakkerij.nl");
    const location = new URL(other.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get("state")).toBe("staat-123");
    expect(location.searchParams.get("scope")).toBe(SCOPE);
    expect(location.searchParams.get("code")).toMatch(/^4\/0/);
  });

  it("runs code → token → refresh → revoke → invalid_grant", async () => {
    const code = await consentCode("eigenaar@bakkerij.nl");
    const exchanged = await token({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
    });
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as Record<string, unknown>;
    expect(Object.keys(tokens).sort()).toEqual([
      "access_token",
      "expires_in",
      "refresh_token",
      "scope",
      "token_type",
    ]);
    expect(tokens).toMatchObject({ expires_in: 3599, scope: SCOPE, token_type: "Bearer" });

    // A code is single use.
    const reused = await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT });
    await expectTokenError(reused, 400, "invalid_grant", "Bad Request");

    const refreshed = await token({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token as string,
    });
    expect(refreshed.status).toBe(200);
    const fresh = (await refreshed.json()) as Record<string, unknown>;
    expect(Object.keys(fresh).sort()).toEqual([
      "access_token",
      "expires_in",
      "scope",
      "token_type",
    ]);
    expect(fresh.access_token).not.toBe(tokens.access_token);

    const revoked = await fetch(`${emulator().url}/google/revoke`, {
      method: "POST",
      body: new URLSearchParams({ token: tokens.refresh_token as string }),
    });
    expect(revoked.status).toBe(200);
    const after = await token({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token as string,
    });
    await expectTokenError(after, 400, "invalid_grant", "Token has been expired or revoked.");
    // Revoking ends the access tokens of the grant too.
    const sites = await fetch(`${emulator().url}/google/webmasters/v3/sites`, {
      headers: { Authorization: `Bearer ${fresh.access_token as string}` },
    });
    expect(sites.status).toBe(401);
    const again = await fetch(`${emulator().url}/google/revoke`, {
      method: "POST",
      body: new URLSearchParams({ token: tokens.refresh_token as string }),
    });
    await expectTokenError(again, 400, "invalid_token", "Token expired or revoked");
  });

  it("gives a refresh token with the first offline consent, and again only with prompt=consent", async () => {
    const email = "terug@bakkerij.nl";
    const exchange = async (prompt: string) => {
      const page = await (await fetch(authorizeUrl({ login_hint: email, prompt }))).text();
      const answer = await answerConsent(page, "allow");
      const code = new URL(answer.headers.get("location")!).searchParams.get("code")!;
      const response = await token({
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT,
      });
      return (await response.json()) as Record<string, string>;
    };
    const first = await exchange("select_account");
    expect(first.refresh_token).toMatch(/^1\/\/0/);
    const again = await exchange("select_account");
    expect(again.refresh_token).toBeUndefined();
    expect(again.access_token).toMatch(/^ya29\./);
    const forced = await exchange("consent");
    expect(forced.refresh_token).toMatch(/^1\/\/0/);
    expect(forced.refresh_token).not.toBe(first.refresh_token);
    // The access token without a refresh token belongs to the earlier grant: revoking that ends it.
    await fetch(`${emulator().url}/google/revoke`, {
      method: "POST",
      body: new URLSearchParams({ token: first.refresh_token }),
    });
    const sites = await fetch(`${emulator().url}/google/webmasters/v3/sites`, {
      headers: { Authorization: `Bearer ${again.access_token}` },
    });
    expect(sites.status).toBe(401);
  });

  it("binds codes to the client and redirect URI, expires them after ten minutes, checks the client", async () => {
    const otherRedirect = await token({
      grant_type: "authorization_code",
      code: await consentCode("a@bakkerij.nl"),
      redirect_uri: "http://localhost:5173/elders",
    });
    await expectTokenError(otherRedirect, 400, "redirect_uri_mismatch", "Bad Request");

    const late = await consentCode("a@bakkerij.nl");
    emulator().clock.advance(601_000);
    const expired = await token({
      grant_type: "authorization_code",
      code: late,
      redirect_uri: REDIRECT,
    });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: string }).error).toBe("invalid_grant");

    const wrongSecret = await token({
      grant_type: "authorization_code",
      code: await consentCode("a@bakkerij.nl"),
      redirect_uri: REDIRECT,
      client_secret: "fout",
    });
    await expectTokenError(wrongSecret, 401, "invalid_client", "Unauthorized");
    const unknownClient = await token({
      grant_type: "refresh_token",
      refresh_token: "x",
      client_id: "ander",
    });
    await expectTokenError(unknownClient, 401, "invalid_client", "The OAuth client was not found.");
    const unknownRefresh = await token({
      grant_type: "refresh_token",
      refresh_token: "1//0onbekend",
    });
    expect(unknownRefresh.status).toBe(400);
    expect(((await unknownRefresh.json()) as { error: string }).error).toBe("invalid_grant");

    const badClientPage = await fetch(
      authorizeUrl({ client_id: "ander.apps.googleusercontent.com" }),
    );
    expect(badClientPage.status).toBe(401);
    expect(await badClientPage.text()).toContain("invalid_client");
  });

  it("lets access tokens expire after 3599 seconds", async () => {
    const customer = await customerWithProfile();
    const code = await consentCode(customer.email);
    const tokens = (await (
      await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT })
    ).json()) as { access_token: string };
    const list = () =>
      fetch(`${emulator().url}/google/webmasters/v3/sites`, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await list()).status).toBe(200);
    emulator().clock.advance(3_599_000);
    const expired = await list();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      error: { code: 401, status: "UNAUTHENTICATED", errors: [{ reason: "authError" }] },
    });
  });
});

describe("the Search Console API through the official client", () => {
  async function client(email: string) {
    const hook = await fetch(`${emulator().url}/emulator/v1/google/token`, {
      method: "POST",
      body: JSON.stringify({ email }),
    });
    expect(hook.status).toBe(200);
    const { access_token } = (await hook.json()) as { access_token: string };
    const oauth = new auth.OAuth2();
    oauth.setCredentials({ access_token });
    return searchconsole({ version: "v1", auth: oauth, rootUrl: `${emulator().url}/google/` });
  }

  it("lists the verified properties of the customer's website", async () => {
    const customer = await customerWithProfile();
    const api = await client(customer.email);
    const { data } = await api.sites.list();
    expect(data).toEqual({
      siteEntry: [
        { siteUrl: "https://www.bakkerij-jansen.nl/", permissionLevel: "siteOwner" },
        { siteUrl: "sc-domain:bakkerij-jansen.nl", permissionLevel: "siteOwner" },
      ],
    });
    expect((await api.sites.get({ siteUrl: "sc-domain:bakkerij-jansen.nl" })).data).toEqual({
      siteUrl: "sc-domain:bakkerij-jansen.nl",
      permissionLevel: "siteOwner",
    });
    await expect(api.sites.get({ siteUrl: "https://www.ander.nl/" })).rejects.toMatchObject({
      status: 403,
    });
    const nobody = await client("zonder-site@example.com");
    expect((await nobody.sites.list()).data).toEqual({});
  });

  it("answers searchAnalytics.query with rows, paging and Google's errors", async () => {
    const customer = await customerWithProfile();
    const api = await client(customer.email);
    const today = new Date(emulator().clock.now() - 8 * 3_600_000);
    const iso = (daysAgo: number) =>
      new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const { data } = await api.searchanalytics.query({
      siteUrl: "https://www.bakkerij-jansen.nl/",
      requestBody: { startDate: iso(30), endDate: iso(0), dimensions: ["date"] },
    });
    expect(data.responseAggregationType).toBe("byProperty");
    expect(data.rows!.map((row) => row.keys![0])).toEqual(
      Array.from({ length: 28 }, (_, i) => iso(30 - i)),
    );
    expect(Object.keys(data.rows![0]).sort()).toEqual([
      "clicks",
      "ctr",
      "impressions",
      "keys",
      "position",
    ]);

    const page = (startRow: number) =>
      api.searchanalytics.query({
        siteUrl: "sc-domain:bakkerij-jansen.nl",
        requestBody: {
          startDate: iso(90),
          endDate: iso(3),
          dimensions: ["query", "page"],
          dimensionFilterGroups: [
            { filters: [{ dimension: "query", operator: "contains", expression: "desembrood" }] },
          ],
          rowLimit: 50,
          startRow,
        },
      });
    const [first, second] = [(await page(0)).data, (await page(50)).data];
    expect(first.responseAggregationType).toBe("byPage");
    expect(first.rows).toHaveLength(50);
    expect(first.rows!.every((row) => row.keys![0].includes("desembrood"))).toBe(true);
    expect(
      first.rows!.every((row) => row.keys![1].startsWith("https://www.bakkerij-jansen.nl/")),
    ).toBe(true);
    expect(second.rows![0]).not.toEqual(first.rows![0]);

    await expect(
      api.searchanalytics.query({
        siteUrl: "https://www.ander.nl/",
        requestBody: { startDate: iso(10), endDate: iso(3) },
      }),
    ).rejects.toMatchObject({
      status: 403,
      message:
        "User does not have sufficient permission for site 'https://www.ander.nl/'. See also: https://support.google.com/webmasters/answer/2451999.",
    });
    await expect(
      api.searchanalytics.query({
        siteUrl: "https://www.bakkerij-jansen.nl/",
        requestBody: { startDate: iso(3), endDate: iso(10) },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: "startDate must be earlier than or equal to endDate.",
    });
    const empty = await api.searchanalytics.query({
      siteUrl: "https://www.bakkerij-jansen.nl/",
      requestBody: { startDate: iso(1), endDate: iso(0) },
    });
    expect(empty.data).toEqual({ responseAggregationType: "byProperty" });

    const stranger = searchconsole({
      version: "v1",
      rootUrl: `${emulator().url}/google/`,
      headers: { Authorization: "Bearer ya29.onbekend" },
    } as Parameters<typeof searchconsole>[0]);
    await expect(stranger.sites.list()).rejects.toMatchObject({ status: 401 });
  });

  it("lets a test give an account another website and long tail (POST /emulator/v1/google/accounts)", async () => {
    const hook = await fetch(`${emulator().url}/emulator/v1/google/accounts`, {
      method: "POST",
      body: JSON.stringify({
        email: "bureau@example.com",
        siteUrl: "http://127.0.0.1:4321/",
        keywords: ["loodgieter", "cv ketel"],
        queryCount: 50,
      }),
    });
    expect(await hook.json()).toEqual({
      sites: [{ siteUrl: "http://127.0.0.1:4321/", permissionLevel: "siteOwner" }],
    });
    const api = await client("bureau@example.com");
    const { data } = await api.searchanalytics.query({
      siteUrl: "http://127.0.0.1:4321/",
      requestBody: { startDate: "2025-01-01", endDate: "2030-01-01", dimensions: ["query"] },
    });
    expect(data.rows!.length).toBeLessThanOrEqual(50);
    expect(data.rows!.every((row) => /loodgieter|cv ketel/.test(row.keys![0]))).toBe(true);
  });

  it("is listed in the emulator index and the terminal banner with the client the functions get", async () => {
    const index = (await (await fetch(`${emulator().url}/`)).json()) as {
      google: Record<string, string>;
    };
    expect(describeEmulator(emulator())).toContain(
      `Google double  ${emulator().url}/google/   (consent /google/o/oauth2/v2/auth, client ${EMULATOR_CLIENT_ID})`,
    );
    expect(index.google).toMatchObject({
      consent: `${emulator().url}/google/o/oauth2/v2/auth`,
      token: `${emulator().url}/google/token`,
      apiRoot: `${emulator().url}/google/`,
      clientId: EMULATOR_CLIENT_ID,
    });
  });

  it("gives the test hook's access token only to callers with an e-mail", async () => {
    const missing = await fetch(`${emulator().url}/emulator/v1/google/token`, {
      method: "POST",
      body: "{}",
    });
    expect(missing.status).toBe(400);
    const unknownPath = await fetch(`${emulator().url}/google/webmasters/v3/onbekend`);
    expect(unknownPath.status).toBe(404);
    expect(await unknownPath.json()).toMatchObject({ error: { code: 404, status: "NOT_FOUND" } });
  });
});
