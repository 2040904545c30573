import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../clock.ts";
import { readBody, redirect, sendJson, sendText } from "../http/json.ts";
import { authorizationErrorPage, consentPage } from "./consent-page.ts";
import type { OAuthStore } from "./oauth-store.ts";

/** The one OAuth client the double knows (the emulator sets these for the functions). */
export const EMULATOR_CLIENT_ID = "vindbaar-emulator.apps.googleusercontent.com";
export const EMULATOR_CLIENT_SECRET = "emulator-google-secret";
/** Access tokens live an hour less a second, as Google's `expires_in: 3599`. */
export const ACCESS_TOKEN_TTL_SECONDS = 3599;
/** Authorization codes are single use and expire after ten minutes. */
export const CODE_TTL_SECONDS = 600;
export const SEARCH_CONSOLE_SCOPES = [
  "https://www.googleapis.com/auth/webmasters.readonly",
  "https://www.googleapis.com/auth/webmasters",
];

export interface OAuthContext {
  store: OAuthStore;
  clock: Clock;
  clientId: string;
  clientSecret: string;
  appName: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A token endpoint error: `{ error, error_description }` with Google's status. */
class TokenError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

async function formBody(req: IncomingMessage): Promise<Record<string, string>> {
  const raw = (await readBody(req)).toString("utf8");
  const type = String(req.headers["content-type"] ?? "");
  if (type.includes("application/json") && raw.trim()) {
    try {
      const json: unknown = JSON.parse(raw);
      if (json && typeof json === "object") {
        return Object.fromEntries(
          Object.entries(json as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        );
      }
    } catch {
      throw new TokenError(400, "invalid_request", "Invalid JSON payload received.");
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

const uniqueScopes = (scope: string) => [...new Set(scope.split(/\s+/).filter(Boolean))];

/**
 * Checks an authorization request. Problems with the client or the redirect URI are shown on
 * Google's error page (the user cannot be sent back safely); the others go back to the client as
 * `?error=…`, as Google does.
 */
function checkAuthorization(
  ctx: OAuthContext,
  params: Record<string, string>,
): { page: [string, string] } | { back: string } | null {
  if (!params.client_id)
    return { page: ["invalid_request", "Missing required parameter: client_id"] };
  if (params.client_id !== ctx.clientId) {
    return { page: ["invalid_client", "The OAuth client was not found."] };
  }
  let redirectUri: URL;
  try {
    redirectUri = new URL(params.redirect_uri ?? "");
    if (redirectUri.protocol !== "http:" && redirectUri.protocol !== "https:") throw new Error();
  } catch {
    return {
      page: [
        "redirect_uri_mismatch",
        `Invalid parameter value for redirect_uri: ${params.redirect_uri ?? ""}`,
      ],
    };
  }
  if (params.response_type !== "code") return { back: "unsupported_response_type" };
  if (!params.scope) return { page: ["invalid_request", "Missing required parameter: scope"] };
  return null;
}

function backToClient(res: ServerResponse, redirectUri: string, query: Record<string, string>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  redirect(res, 302, url.toString());
}

/** `GET|POST /google/o/oauth2/v2/auth`: the consent page and its answer. */
export async function handleAuthorize(
  ctx: OAuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const post = req.method === "POST";
  const params = post
    ? Object.fromEntries(new URLSearchParams((await readBody(req)).toString("utf8")))
    : Object.fromEntries(url.searchParams);
  const problem = checkAuthorization(ctx, params);
  const state: Record<string, string> = params.state !== undefined ? { state: params.state } : {};
  if (problem && "page" in problem) {
    return sendText(
      res,
      problem.page[0] === "invalid_client" ? 401 : 400,
      authorizationErrorPage(...problem.page),
      "text/html",
    );
  }
  if (problem) return backToClient(res, params.redirect_uri, { error: problem.back, ...state });
  const scopes = uniqueScopes(params.scope);
  const email = (params.email ?? params.login_hint ?? "").trim();
  if (!post) {
    return sendText(
      res,
      200,
      consentPage({ params, appName: ctx.appName, email, scopes }),
      "text/html",
    );
  }
  if (params.decision !== "allow") {
    return backToClient(res, params.redirect_uri, { error: "access_denied", ...state });
  }
  if (!EMAIL.test(email)) {
    const error = "Voer het e-mailadres van een Google-account in, bijvoorbeeld naam@voorbeeld.nl.";
    return sendText(
      res,
      200,
      consentPage({ params, appName: ctx.appName, email, scopes, error }),
      "text/html",
    );
  }
  const granted =
    params.include_granted_scopes === "true"
      ? [
          ...new Set([
            ...(await ctx.store.grantedScopes(email.toLowerCase(), params.client_id)),
            ...scopes,
          ]),
        ]
      : scopes;
  // Like Google, a refresh token comes with the first offline consent, or again only when the
  // request says `prompt=consent`; otherwise the new access token joins the earlier grant.
  const offline = params.access_type === "offline";
  const asksConsent = (params.prompt ?? "").split(" ").includes("consent");
  const earlier =
    offline && !asksConsent
      ? await ctx.store.activeGrant(email.toLowerCase(), params.client_id)
      : null;
  const code = await ctx.store.createCode(
    {
      email: email.toLowerCase(),
      client_id: params.client_id,
      redirect_uri: params.redirect_uri,
      scope: granted.join(" "),
      offline: offline && !earlier,
      grant_token: earlier,
    },
    ctx.clock.seconds() + CODE_TTL_SECONDS,
  );
  backToClient(res, params.redirect_uri, { ...state, code, scope: granted.join(" ") });
}

function clientCredentials(req: IncomingMessage, body: Record<string, string>) {
  const basic = /^Basic\s+(.+)$/i.exec(String(req.headers.authorization ?? ""));
  if (basic) {
    const [id, secret] = Buffer.from(basic[1], "base64").toString("utf8").split(":");
    return { id: decodeURIComponent(id ?? ""), secret: decodeURIComponent(secret ?? "") };
  }
  return { id: body.client_id ?? "", secret: body.client_secret ?? "" };
}

/** Issues an access token (3599 s) and answers in the token endpoint's shape. */
export async function issueAccessToken(
  ctx: Pick<OAuthContext, "store" | "clock">,
  email: string,
  clientId: string,
  scope: string,
  refreshToken: string | null,
) {
  const accessToken = await ctx.store.createAccessToken({
    email,
    client_id: clientId,
    scope,
    refresh_token: refreshToken,
    expires_at: String(ctx.clock.seconds() + ACCESS_TOKEN_TTL_SECONDS),
  });
  return {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope,
    token_type: "Bearer",
  };
}

async function tokenGrant(ctx: OAuthContext, req: IncomingMessage, body: Record<string, string>) {
  const client = clientCredentials(req, body);
  if (!body.grant_type) throw new TokenError(400, "unsupported_grant_type", "Invalid grant_type: ");
  if (!client.id)
    throw new TokenError(400, "invalid_request", "Could not determine client ID from request.");
  if (client.id !== ctx.clientId)
    throw new TokenError(401, "invalid_client", "The OAuth client was not found.");
  if (client.secret !== ctx.clientSecret)
    throw new TokenError(401, "invalid_client", "Unauthorized");
  const now = ctx.clock.seconds();
  if (body.grant_type === "authorization_code") {
    if (!body.code)
      throw new TokenError(400, "invalid_request", "Missing required parameter: code");
    const code = await ctx.store.redeemCode(body.code);
    if (!code || Number(code.expires_at) <= now || code.client_id !== client.id) {
      throw new TokenError(400, "invalid_grant", "Bad Request");
    }
    if (code.redirect_uri !== body.redirect_uri) {
      throw new TokenError(400, "redirect_uri_mismatch", "Bad Request");
    }
    const refreshToken = code.offline
      ? await ctx.store.createGrant(code.email, client.id, code.scope, now)
      : null;
    const tokens = await issueAccessToken(
      ctx,
      code.email,
      client.id,
      code.scope,
      refreshToken ?? code.grant_token,
    );
    return refreshToken ? { ...tokens, refresh_token: refreshToken } : tokens;
  }
  if (body.grant_type === "refresh_token") {
    if (!body.refresh_token)
      throw new TokenError(400, "invalid_request", "Missing required parameter: refresh_token");
    const grant = await ctx.store.grant(body.refresh_token);
    if (!grant || grant.revoked)
      throw new TokenError(400, "invalid_grant", "Token has been expired or revoked.");
    if (grant.client_id !== client.id)
      throw new TokenError(401, "unauthorized_client", "Unauthorized");
    return issueAccessToken(ctx, grant.email, client.id, grant.scope, grant.refresh_token);
  }
  throw new TokenError(400, "unsupported_grant_type", `Invalid grant_type: ${body.grant_type}`);
}

/** `POST /google/token`: the authorization_code and refresh_token grants. */
export async function handleToken(ctx: OAuthContext, req: IncomingMessage, res: ServerResponse) {
  const headers = {
    "Cache-Control": "no-cache, no-store, max-age=0, must-revalidate",
    Pragma: "no-cache",
  };
  try {
    sendJson(res, 200, await tokenGrant(ctx, req, await formBody(req)), headers);
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    sendJson(
      res,
      error.status,
      { error: error.error, error_description: error.description },
      headers,
    );
  }
}

/** `POST /google/revoke` (`token=` in the form or the query): ends the whole grant. */
export async function handleRevoke(
  ctx: OAuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const body = await formBody(req).catch(() => ({}) as Record<string, string>);
  const token = body.token ?? url.searchParams.get("token") ?? "";
  if (!token) {
    return sendJson(res, 400, {
      error: "invalid_request",
      error_description: "Missing required parameter: token",
    });
  }
  if (!(await ctx.store.revoke(token))) {
    return sendJson(res, 400, {
      error: "invalid_token",
      error_description: "Token expired or revoked",
    });
  }
  sendJson(res, 200, {});
}
