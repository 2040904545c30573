import { afterEach, describe, expect, it, vi } from "vitest";
import { googleConfig } from "../../../supabase/functions/_shared/google/google-config.ts";
import { GoogleError } from "../../../supabase/functions/_shared/google/google-error.ts";
import {
  authorizeUrl,
  exchangeCode,
  refreshAccessToken,
  revokeToken,
} from "../../../supabase/functions/_shared/google/oauth.ts";
import { listSites } from "../../../supabase/functions/_shared/google/search-console-sites.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];
const config = googleConfig(
  env({ GOOGLE_OAUTH_CLIENT_ID: "client-1", GOOGLE_OAUTH_CLIENT_SECRET: "secret-1" }),
)!;

/** Google stands in as a fetch that answers one request and remembers it. */
function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("googleConfig", () => {
  it("uses Google's real addresses unless the GOOGLE_* secrets say otherwise", () => {
    expect(config).toEqual({
      clientId: "client-1",
      clientSecret: "secret-1",
      authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      revokeUrl: "https://oauth2.googleapis.com/revoke",
      apiRoot: "https://www.googleapis.com/",
    });
    const local = googleConfig(
      env({
        GOOGLE_OAUTH_CLIENT_ID: "a",
        GOOGLE_OAUTH_CLIENT_SECRET: "b",
        GOOGLE_OAUTH_TOKEN_URL: "http://127.0.0.1:9/google/token",
        GOOGLE_API_ROOT: "http://127.0.0.1:9/google",
      }),
    );
    expect(local?.tokenUrl).toBe("http://127.0.0.1:9/google/token");
    expect(local?.apiRoot).toBe("http://127.0.0.1:9/google/");
  });

  it("is null without the OAuth client", () => {
    expect(googleConfig(env({ GOOGLE_OAUTH_CLIENT_ID: "only-id" }))).toBeNull();
  });
});

describe("authorizeUrl", () => {
  it("asks for offline, read-only Search Console access with consent every time", () => {
    const url = new URL(
      authorizeUrl(config, {
        redirectUri: "https://vindbaar.nl/search-console/callback",
        scope: "https://www.googleapis.com/auth/webmasters.readonly",
        state: "nonce-1",
        loginHint: "anna@bakkerij.nl",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "client-1",
      redirect_uri: "https://vindbaar.nl/search-console/callback",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/webmasters.readonly",
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
      state: "nonce-1",
      login_hint: "anna@bakkerij.nl",
    });
  });
});

describe("the token endpoint", () => {
  const tokens = {
    access_token: "ya29.a",
    expires_in: 3599,
    refresh_token: "1//r",
    scope: "https://www.googleapis.com/auth/webmasters.readonly",
    token_type: "Bearer",
  };

  it("exchanges a code with a form post and answers the validated tokens", async () => {
    const calls = answer(200, tokens);
    await expect(exchangeCode(config, "4/code", "https://vindbaar.nl/cb")).resolves.toEqual(tokens);
    expect(calls[0]!.url).toBe("https://oauth2.googleapis.com/token");
    expect(new Headers(calls[0]!.init.headers).get("content-type")).toBe(
      "application/x-www-form-urlencoded",
    );
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.init.body as string))).toEqual({
      grant_type: "authorization_code",
      code: "4/code",
      redirect_uri: "https://vindbaar.nl/cb",
      client_id: "client-1",
      client_secret: "secret-1",
    });
  });

  it("refreshes without a new refresh token", async () => {
    const calls = answer(200, { ...tokens, refresh_token: undefined });
    const fresh = await refreshAccessToken(config, "1//r");
    expect(fresh.refresh_token).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.init.body as string))).toMatchObject({
      grant_type: "refresh_token",
      refresh_token: "1//r",
    });
  });

  it("reports invalid_grant as a GoogleError that needs a reconnect", async () => {
    answer(400, {
      error: "invalid_grant",
      error_description: "Token has been expired or revoked.",
    });
    const error = await refreshAccessToken(config, "1//r").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleError);
    expect(error).toMatchObject({
      code: "invalid_grant",
      httpStatus: 400,
      message: "Token has been expired or revoked.",
      needsReconnect: true,
    });
  });

  it("refuses an answer of the wrong shape", async () => {
    answer(200, { access_token: "ya29.a", token_type: "Bearer" });
    await expect(exchangeCode(config, "c", "https://vindbaar.nl/cb")).rejects.toMatchObject({
      code: "malformed",
    });
    answer(200, "<html>Sign in</html>");
    await expect(exchangeCode(config, "c", "https://vindbaar.nl/cb")).rejects.toMatchObject({
      code: "malformed",
    });
  });

  it("revokes with a form post of the token; a 400 is a GoogleError", async () => {
    const calls = answer(200, "");
    await revokeToken(config, "1//r");
    expect(calls[0]!.url).toBe("https://oauth2.googleapis.com/revoke");
    expect(calls[0]!.init.body).toBe("token=1%2F%2Fr");
    answer(400, { error: "invalid_token", error_description: "Token expired or revoked" });
    await expect(revokeToken(config, "1//r")).rejects.toMatchObject({
      code: "invalid_token",
      httpStatus: 400,
      needsReconnect: false,
    });
  });
});

describe("sites.list", () => {
  it("reads the properties with the bearer token", async () => {
    const calls = answer(200, {
      siteEntry: [
        { siteUrl: "sc-domain:bakkerij.nl", permissionLevel: "siteOwner" },
        { siteUrl: "https://www.bakkerij.nl/", permissionLevel: "siteUnverifiedUser" },
      ],
    });
    await expect(listSites(config, "ya29.a")).resolves.toEqual([
      { siteUrl: "sc-domain:bakkerij.nl", permissionLevel: "siteOwner" },
      { siteUrl: "https://www.bakkerij.nl/", permissionLevel: "siteUnverifiedUser" },
    ]);
    expect(calls[0]!.url).toBe("https://www.googleapis.com/webmasters/v3/sites");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Bearer ya29.a");
  });

  it("answers [] when Google leaves siteEntry out (an account without properties)", async () => {
    answer(200, {});
    await expect(listSites(config, "ya29.a")).resolves.toEqual([]);
  });

  it("turns Google's API error object into a GoogleError", async () => {
    answer(401, {
      error: {
        code: 401,
        message: "Request had invalid authentication credentials.",
        status: "UNAUTHENTICATED",
        errors: [{ message: "Invalid Credentials", domain: "global", reason: "authError" }],
      },
    });
    await expect(listSites(config, "bad")).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      httpStatus: 401,
      needsReconnect: true,
    });
  });

  it("refuses an unknown permission level", async () => {
    answer(200, { siteEntry: [{ siteUrl: "sc-domain:x.nl", permissionLevel: "god" }] });
    await expect(listSites(config, "ya29.a")).rejects.toMatchObject({ code: "malformed" });
  });
});
