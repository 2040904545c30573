import { Hono, type Context, type MiddlewareHandler } from "hono";
import {
  chooseSearchConsolePropertySchema,
  disconnectSearchConsoleSchema,
  SEARCH_CONSOLE_CATALOGUE,
  type SearchConsoleMessages,
  SEARCH_CONSOLE_SCOPE,
  searchConsoleCallbackSchema,
} from "../_shared/contract/search-console.ts";
import { getCaller } from "../_shared/auth.ts";
import { handleCors, withCors } from "../_shared/cors.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { googleConfig, type GoogleConfig } from "../_shared/google/google-config.ts";
import { GoogleError } from "../_shared/google/google-error.ts";
import { authorizeUrl, revokeToken } from "../_shared/google/oauth.ts";
import { listSites } from "../_shared/google/search-console-sites.ts";
import { errorResponse, json, methodNotAllowed } from "../_shared/http.ts";
import {
  deleteConnection,
  loadConnection,
  profileWebsite,
  saveState,
  setProperty,
} from "../_shared/search-console/connection-store.ts";
import { deleteImportedSearchConsoleData } from "../_shared/search-console/imported-data.ts";
import { importForProperty } from "../_shared/search-console/import-store.ts";
import { enqueueSearchConsoleImport } from "../_shared/search-console/queue-import.ts";
import { newStateNonce } from "../_shared/search-console/oauth-state.ts";
import { toProperties } from "../_shared/search-console/property-match.ts";
import { callbackRedirectUri } from "../_shared/search-console/redirect-uri.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import type { Locale } from "../_shared/contract/locale.ts";
import { requestLocale } from "../_shared/request-locale.ts";
import { unsealedToken } from "../_shared/search-console/sealed-token.ts";
import { accessFor, googleFailure } from "./google-access.ts";
import { finishConsent } from "./callback.ts";
import { connectionState } from "./connection-state.ts";
import { performanceAnswer } from "./performance.ts";

type Env = {
  Variables: {
    sql: Sql;
    userId: string;
    email: string | undefined;
    google: GoogleConfig;
    locale: Locale;
    messages: SearchConsoleMessages;
  };
};

/** Every route needs a signed-in customer and a configured OAuth client. */
const requireCustomer: MiddlewareHandler<Env> = async (c, next) => {
  const caller = await getCaller(c.req.raw);
  if (!caller.ok) return caller.response;
  const locale = requestLocale(c.req.raw);
  const messages = SEARCH_CONSOLE_CATALOGUE[locale];
  c.set("locale", locale);
  c.set("messages", messages);
  const google = googleConfig();
  if (!google) {
    console.error("search-console: GOOGLE_OAUTH_CLIENT_ID / GOOGLE_OAUTH_CLIENT_SECRET not set");
    return errorResponse(503, messages.notConfigured);
  }
  c.set("sql", getSql());
  c.set("userId", caller.user.id);
  c.set("email", caller.user.email);
  c.set("google", google);
  await next();
};

async function start(c: Context<Env>): Promise<Response> {
  const redirectUri = callbackRedirectUri(c.req.header("Origin") ?? null);
  if (!redirectUri) return errorResponse(503, c.get("messages").notConfigured);
  const nonce = newStateNonce();
  await saveState(c.get("sql"), c.get("userId"), nonce, redirectUri);
  const url = authorizeUrl(c.get("google"), {
    redirectUri,
    scope: SEARCH_CONSOLE_SCOPE,
    state: nonce,
    loginHint: c.get("email"),
  });
  return json({ url }, 200, { "Cache-Control": "no-store" });
}

async function callback(c: Context<Env>): Promise<Response> {
  const body = await parseJsonBody(c.req.raw, searchConsoleCallbackSchema, {
    locale: c.get("locale"),
    catalogues: [SEARCH_CONSOLE_CATALOGUE],
  });
  if (!body.ok) return body.response;
  return finishConsent(
    c.get("sql"),
    c.get("google"),
    c.get("userId"),
    body.data,
    c.get("messages"),
  );
}

async function properties(c: Context<Env>): Promise<Response> {
  const sql = c.get("sql");
  const userId = c.get("userId");
  const access = await accessFor(sql, c.get("google"), userId, c.get("messages"));
  if (!access.ok) return access.response;
  try {
    const entries = await listSites(c.get("google"), access.accessToken);
    return json({ properties: toProperties(entries, await profileWebsite(sql, userId)) });
  } catch (error) {
    return googleFailure(sql, userId, error, c.get("messages"));
  }
}

async function chooseProperty(c: Context<Env>): Promise<Response> {
  const body = await parseJsonBody(c.req.raw, chooseSearchConsolePropertySchema, {
    locale: c.get("locale"),
    catalogues: [SEARCH_CONSOLE_CATALOGUE],
  });
  if (!body.ok) return body.response;
  const sql = c.get("sql");
  const userId = c.get("userId");
  const access = await accessFor(sql, c.get("google"), userId, c.get("messages"));
  if (!access.ok) return access.response;
  let entries;
  try {
    // Checked against Google's own list, not the browser's: only a property of this account.
    entries = await listSites(c.get("google"), access.accessToken);
  } catch (error) {
    return googleFailure(sql, userId, error, c.get("messages"));
  }
  const entry = entries.find((candidate) => candidate.siteUrl === body.data.siteUrl);
  if (!entry) return errorResponse(400, c.get("messages").unknownProperty);
  if (entry.permissionLevel === "siteUnverifiedUser") {
    return errorResponse(400, c.get("messages").unverifiedProperty);
  }
  await sql.begin(async (tx) => {
    await setProperty(tx, userId, entry.siteUrl);
    // Another property's figures must not show under this one: its import starts from scratch.
    await importForProperty(tx, userId, entry.siteUrl);
    await enqueueSearchConsoleImport(tx, userId);
  });
  return json(await connectionState(sql, userId, c.get("messages")));
}

async function disconnect(c: Context<Env>): Promise<Response> {
  const body = await parseJsonBody(c.req.raw, disconnectSearchConsoleSchema, {
    locale: c.get("locale"),
    catalogues: [SEARCH_CONSOLE_CATALOGUE],
  });
  if (!body.ok) return body.response;
  const sql = c.get("sql");
  const userId = c.get("userId");
  const connection = await loadConnection(sql, userId);
  if (connection) {
    const refreshToken = await unsealedToken(connection.refreshTokenEncrypted, userId);
    try {
      // A token we can no longer read cannot be revoked by us; Google's account page still can.
      if (refreshToken !== null) await revokeToken(c.get("google"), refreshToken);
    } catch (error) {
      if (!(error instanceof GoogleError)) throw error;
      // Already revoked or expired at Google ("invalid_token"/400): nothing left to revoke. An
      // outage is different: keep the connection so the customer can retry, or the grant would
      // stay valid at Google with no way for us to revoke it later.
      if (error.httpStatus !== 400) {
        console.error("search-console: revoke failed", error.code, error.message);
        return errorResponse(502, c.get("messages").googleUnavailable);
      }
    }
    await deleteConnection(sql, userId);
  }
  if (body.data.deleteData) await deleteImportedSearchConsoleData(sql, userId);
  return json(await connectionState(sql, userId, c.get("messages")));
}

type Route = [method: "GET" | "POST", path: string, handle: (c: Context<Env>) => Promise<Response>];

const ROUTES: Route[] = [
  [
    "GET",
    "/",
    async (c) => json(await connectionState(c.get("sql"), c.get("userId"), c.get("messages"))),
  ],
  ["POST", "/start", start],
  ["POST", "/callback", callback],
  ["GET", "/properties", properties],
  ["POST", "/property", chooseProperty],
  ["POST", "/disconnect", disconnect],
  [
    "GET",
    "/performance",
    async (c) => json(await performanceAnswer(c.get("sql"), c.get("userId"), c.get("messages"))),
  ],
];

/** The messages in the request's language, also where no route (and no middleware) ran. */
const messagesFor = (req: Request) => SEARCH_CONSOLE_CATALOGUE[requestLocale(req)];

/**
 * The routes under the function's name, which the edge runtime keeps in the path. A known path
 * with another method is a 405 with Allow, anything else a 404, both in the `{ error }` shape.
 */
function buildApp(): Hono<Env> {
  const app = new Hono<Env>({ strict: false }).basePath("/search-console");
  app.use("*", requireCustomer);
  for (const [method, path, handle] of ROUTES) app.on(method, path, handle);
  for (const [method, path] of ROUTES)
    app.all(path, (c) => methodNotAllowed([method], requestLocale(c.req.raw)));
  app.notFound((c) => errorResponse(404, messagesFor(c.req.raw).notFound));
  app.onError((error, c) => {
    console.error("search-console: failed", error);
    return errorResponse(503, messagesFor(c.req.raw).unavailable);
  });
  return app;
}

const app = buildApp();

/**
 * /functions/v1/search-console/… — the customer's Google Search Console connection
 * (contract/search-console.ts, docs/decisions/035-search-console-connection.md).
 */
export async function handler(req: Request): Promise<Response> {
  const preflight = handleCors(req);
  if (preflight) return preflight;
  return withCors(await app.fetch(req));
}
