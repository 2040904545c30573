import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { applyAuthCors } from "./http/cors.ts";
import { setGatewayAddress } from "./http/gateway-address.ts";
import { sendJson } from "./http/json.ts";

export interface EmulatorRoutes {
  auth: (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => Promise<void>;
  functions: (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => Promise<void>;
  mailbox: (req: IncomingMessage, res: ServerResponse, url: URL) => void;
  /** The Stripe test double: its API at `/v1/*` (stripe-node cannot add a prefix), pages at `/stripe/*`. */
  stripe: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** The local DNS zone (custom-domain checks): `/dns/v1/resolve` and the `/dns/_test` hooks. */
  dns: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** The Turnstile double: widget script, its challenge call and siteverify under `/captcha`. */
  captcha: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /**
   * The Google double: OAuth consent, token and revoke, and the Search Console API at
   * `/google/webmasters/v3` — and at `/webmasters/v3`, because the official client keeps only the
   * origin of its `rootUrl`.
   */
  google: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** The keyword-data double (DataForSEO-compatible, `/keyword-data/v3/…`), when enabled. */
  keywordData: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** Emulator-only controls: `POST /emulator/v1/jobs/run-due` (loopback callers only). */
  emulator: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** The PageSpeed Insights v5 stand-in (`/pagespeedonline/v5/runPagespeed`), when enabled. */
  pagespeed: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  index: () => Record<string, unknown>;
  log: (line: string) => void;
}

/** Splits `/auth/v1/signup` into ("/auth/v1", "/signup"); null when the prefix differs. */
function under(prefix: string, pathname: string): string | null {
  if (pathname === prefix) return "";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

/** The one HTTP port: /auth/v1, /functions/v1, /mailbox, Stripe's /v1 and /stripe, /google, and a JSON index at /. */
export function createEmulatorServer(routes: EmulatorRoutes): Server {
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://emulator.local");
    setGatewayAddress(req);
    const auth = under("/auth/v1", url.pathname);
    if (auth !== null) return routes.auth(req, res, url, auth);
    const functions = under("/functions/v1", url.pathname);
    if (functions !== null) return routes.functions(req, res, url, functions);
    if (under("/mailbox", url.pathname) !== null) return routes.mailbox(req, res, url);
    if (under("/v1", url.pathname) !== null || under("/stripe", url.pathname) !== null) {
      return routes.stripe(req, res, url);
    }
    if (under("/dns", url.pathname) !== null) return routes.dns(req, res, url);
    if (under("/captcha", url.pathname) !== null) return routes.captcha(req, res, url);
    if (under("/pagespeedonline", url.pathname) !== null) return routes.pagespeed(req, res, url);
    if (under("/google", url.pathname) !== null || under("/webmasters", url.pathname) !== null) {
      return routes.google(req, res, url);
    }
    if (under("/keyword-data", url.pathname) !== null) return routes.keywordData(req, res, url);
    if (under("/emulator", url.pathname) !== null) return routes.emulator(req, res, url);
    if (url.pathname === "/" && req.method === "GET") return sendJson(res, 200, routes.index());
    applyAuthCors(req, res);
    sendJson(res, 404, {
      message: `Not emulated: ${url.pathname} (the emulator serves /auth/v1, /functions/v1, /mailbox, /v1 (Stripe), /stripe, /dns, /captcha, /pagespeedonline, /google and /keyword-data)`,
    });
  };
  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      routes.log(
        `[emulator] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`,
      );
      if (!res.headersSent) sendJson(res, 500, { message: "Internal emulator error" });
      else res.end();
    });
  });
  // Node closes an idle keep-alive connection after 5 s; a client that sends its next request on
  // it in that same moment gets ECONNRESET (seen from Playwright's request context in CI). Idle
  // connections are kept for a minute instead, as hosted gateways do; close() still ends them.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

const KEEP_ALIVE_MS = 65_000;
