import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../clock.ts";
import type { Database } from "../db/database.ts";
import { isLoopbackCaller } from "../jobs/job-runner.ts";
import { readJsonObject, sendJson } from "../http/json.ts";
import { GoogleAccounts, type AccountOverride } from "./accounts.ts";
import {
  EMULATOR_CLIENT_ID,
  EMULATOR_CLIENT_SECRET,
  handleAuthorize,
  handleRevoke,
  handleToken,
  issueAccessToken,
  SEARCH_CONSOLE_SCOPES,
  type OAuthContext,
} from "./oauth.ts";
import { OAuthStore } from "./oauth-store.ts";
import { handleSearchConsole } from "./search-console-api.ts";

export { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from "./oauth.ts";
export type { AccountOverride } from "./accounts.ts";

export interface GoogleDoubleOptions {
  db: Database;
  clock: Clock;
  /** How many queries a property's long tail has unless `setAccount` says otherwise. */
  queryCount?: number;
}

export interface GoogleDouble {
  readonly clientId: string;
  readonly clientSecret: string;
  /** `/google/*` (consent page, token, revoke, Search Console API) and the `/webmasters/*` alias. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** `/emulator/v1/google/*`: the test hooks (callers on this machine only). */
  handleTestHook(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** An access token (Search Console read scope, 3599 s) for a test account, as the hook gives. */
  accessTokenFor(email: string): Promise<string>;
  /** Gives a test account another website, keywords or long-tail length (`siteUrl: null`: none). */
  setAccount(email: string, account: AccountOverride): void;
}

/** The Google test double: OAuth 2.0 and the Search Console API for test Google accounts. */
export async function createGoogleDouble(options: GoogleDoubleOptions): Promise<GoogleDouble> {
  const store = new OAuthStore(options.db);
  await store.init();
  const accounts = new GoogleAccounts(options.db, options.queryCount);
  const oauth: OAuthContext = {
    store,
    clock: options.clock,
    clientId: EMULATOR_CLIENT_ID,
    clientSecret: EMULATOR_CLIENT_SECRET,
    appName: "Vindbaar",
  };
  const api = { store, clock: options.clock, accounts };

  const accessTokenFor = async (email: string) =>
    (
      await issueAccessToken(
        oauth,
        email.toLowerCase(),
        EMULATOR_CLIENT_ID,
        SEARCH_CONSOLE_SCOPES[0],
        null,
      )
    ).access_token;

  return {
    clientId: EMULATOR_CLIENT_ID,
    clientSecret: EMULATOR_CLIENT_SECRET,
    accessTokenFor,
    setAccount: (email, account) => accounts.set(email, account),
    async handle(req, res, url) {
      // googleapis-common resolves its absolute paths against `rootUrl`, which keeps only the
      // origin: with rootUrl `<emulator>/google/` the official client calls `/webmasters/v3/…`.
      // Direct REST callers (GOOGLE_API_ROOT + path) use `/google/webmasters/v3/…`; both work.
      const below = url.pathname.startsWith("/google")
        ? url.pathname.slice("/google".length)
        : url.pathname;
      const path = below.replace(/\/{2,}/g, "/");
      const method = req.method ?? "GET";
      if (path === "/o/oauth2/v2/auth" && (method === "GET" || method === "POST")) {
        return handleAuthorize(oauth, req, res, url);
      }
      if (path === "/token" && method === "POST") return handleToken(oauth, req, res);
      if (path === "/revoke" && method === "POST") return handleRevoke(oauth, req, res, url);
      return handleSearchConsole(api, req, res, path);
    },
    async handleTestHook(req, res, url) {
      if (!isLoopbackCaller(req.socket.remoteAddress)) {
        return sendJson(res, 403, { message: "Only callers on this machine may use test hooks" });
      }
      const body = req.method === "POST" ? await readJsonObject(req) : {};
      const email = typeof body.email === "string" ? body.email.trim() : "";
      if (url.pathname === "/emulator/v1/google/token" && req.method === "POST") {
        if (!email) return sendJson(res, 400, { error: "email is required" });
        return sendJson(res, 200, { access_token: await accessTokenFor(email) });
      }
      if (url.pathname === "/emulator/v1/google/accounts" && req.method === "POST") {
        if (!email) return sendJson(res, 400, { error: "email is required" });
        const keywords = Array.isArray(body.keywords) ? body.keywords.map(String) : undefined;
        accounts.set(email, {
          siteUrl: typeof body.siteUrl === "string" ? body.siteUrl : null,
          ...(keywords && { keywords }),
          ...(typeof body.businessName === "string" && { businessName: body.businessName }),
          ...(typeof body.region === "string" && { region: body.region }),
          ...(Number.isInteger(body.queryCount) && { queryCount: Number(body.queryCount) }),
          ...(Array.isArray(body.unverifiedSites) && {
            unverifiedSites: body.unverifiedSites.map(String),
          }),
        });
        return sendJson(res, 200, { sites: await accounts.sites(email) });
      }
      sendJson(res, 404, { message: `Not emulated: ${req.method} ${url.pathname}` });
    },
  };
}
