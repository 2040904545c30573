import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../clock.ts";
import { readBody, sendJson } from "../http/json.ts";
import type { GoogleAccounts } from "./accounts.ts";
import {
  badRequest,
  GoogleApiError,
  insufficientScope,
  invalidCredentials,
  noPermission,
  notFound,
} from "./api-errors.ts";
import type { OAuthStore } from "./oauth-store.ts";
import { SEARCH_CONSOLE_SCOPES } from "./oauth.ts";
import { PropertyData } from "./property-data.ts";
import { parseSearchAnalyticsRequest, runSearchAnalytics } from "./search-analytics.ts";

export interface ApiContext {
  store: OAuthStore;
  clock: Clock;
  accounts: GoogleAccounts;
}

/** Generated data per property profile (same website and keywords → same cache). */
const dataByProfile = new Map<string, PropertyData>();
const MAX_PROPERTIES = 50;

function propertyData(profile: ConstructorParameters<typeof PropertyData>[0]): PropertyData {
  const key = JSON.stringify(profile);
  let data = dataByProfile.get(key);
  if (!data) {
    data = new PropertyData(profile);
    dataByProfile.set(key, data);
    if (dataByProfile.size > MAX_PROPERTIES) {
      dataByProfile.delete(dataByProfile.keys().next().value as string);
    }
  }
  return data;
}

/** The test account behind `Authorization: Bearer <access token>` (401/403 in Google's shape). */
async function caller(ctx: ApiContext, req: IncomingMessage): Promise<string> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ""));
  if (!bearer) throw invalidCredentials();
  const token = await ctx.store.accessToken(bearer[1]);
  if (!token || token.revoked || Number(token.expires_at) <= ctx.clock.seconds()) {
    throw invalidCredentials();
  }
  if (!token.scope.split(" ").some((scope) => SEARCH_CONSOLE_SCOPES.includes(scope))) {
    throw insufficientScope();
  }
  return token.email;
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(req)).toString("utf8");
  if (!raw.trim()) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest("Invalid JSON payload received.");
  }
}

const SITE_PATH = /^\/webmasters\/v3\/sites\/([^/]+)(\/searchAnalytics\/query)?$/;

/**
 * The Search Console API under `/google/`: `GET webmasters/v3/sites` (sites.list),
 * `GET webmasters/v3/sites/{siteUrl}` (sites.get) and
 * `POST webmasters/v3/sites/{siteUrl}/searchAnalytics/query`. `path` is below `/google`.
 */
export async function handleSearchConsole(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  try {
    const method = req.method ?? "GET";
    if (path === "/webmasters/v3/sites" && method === "GET") {
      const email = await caller(ctx, req);
      const siteEntry = await ctx.accounts.sites(email);
      // Like Google, an account without properties gets an empty object, not an empty list.
      return sendJson(res, 200, siteEntry.length ? { siteEntry } : {});
    }
    const match = SITE_PATH.exec(path);
    const wanted = match && (match[2] ? method === "POST" : method === "GET");
    if (!match || !wanted) throw notFound(`/${path.replace(/^\/+/, "")}`);
    const email = await caller(ctx, req);
    const siteUrl = decodeURIComponent(match[1]);
    const site = (await ctx.accounts.sites(email)).find((entry) => entry.siteUrl === siteUrl);
    if (!site) throw noPermission(siteUrl);
    if (!match[2]) return sendJson(res, 200, site);
    const request = parseSearchAnalyticsRequest(await jsonBody(req));
    const profile = await ctx.accounts.profile(email);
    if (!profile) throw noPermission(siteUrl);
    sendJson(res, 200, runSearchAnalytics(propertyData(profile), request, ctx.clock.now()));
  } catch (error) {
    if (!(error instanceof GoogleApiError)) throw error;
    sendJson(res, error.code, error.toJSON());
  }
}
