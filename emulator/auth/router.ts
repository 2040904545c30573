import type { IncomingMessage, ServerResponse } from "node:http";
import { answerAuthPreflight, applyAuthCors } from "../http/cors.ts";
import { ApiError, toApiError } from "../http/errors.ts";
import { sendApiError } from "../http/send-api-error.ts";
import { sendJson } from "../http/json.ts";
import { authorize } from "./authorize.ts";
import { verifyCaptcha } from "./captcha.ts";
import type { AuthDeps, AuthHandler, AuthRequest } from "./context.ts";
import { logout } from "./logout.ts";
import { magicLink } from "./magic-link.ts";
import { otp } from "./otp.ts";
import { reauthenticate } from "./reauthenticate.ts";
import type { RequestLimitName } from "./request-limits.ts";
import { recover, verifyGet, verifyPost } from "./recover-verify.ts";
import { resend } from "./resend.ts";
import { health, jwks, settings } from "./settings.ts";
import { signup } from "./signup.ts";
import { token } from "./token.ts";
import { getUser, putUser } from "./user.ts";

const ROUTES: Record<string, Partial<Record<string, AuthHandler>>> = {
  "/signup": { POST: signup },
  "/token": { POST: token },
  "/user": { GET: getUser, PUT: putUser },
  "/logout": { POST: logout },
  "/recover": { POST: recover },
  "/verify": { GET: verifyGet, POST: verifyPost },
  "/resend": { POST: resend },
  "/otp": { POST: otp },
  "/magiclink": { POST: magicLink },
  "/reauthenticate": { GET: reauthenticate },
  "/authorize": { GET: authorize },
  "/settings": { GET: settings },
  "/health": { GET: health },
  "/.well-known/jwks.json": { GET: jwks },
};

type Guard = (request: AuthRequest) => void | Promise<void>;

const limit =
  (name: RequestLimitName): Guard =>
  ({ req, deps }) =>
    deps.requestLimiter.take(name, req);

/**
 * What GoTrue runs in front of each handler, in its order (internal/api/api.go): the per-address
 * limiter and the CAPTCHA check. Sign-up checks the CAPTCHA first; /token limits in its handler,
 * which the emulator does not, so only the CAPTCHA applies there.
 */
const GUARDS: Record<string, Guard[]> = {
  "/signup": [verifyCaptcha, limit("signups")],
  "/recover": [limit("recover"), verifyCaptcha],
  "/resend": [limit("resend"), verifyCaptcha],
  "/magiclink": [limit("magiclink"), verifyCaptcha],
  "/otp": [limit("otp"), verifyCaptcha],
  "/token": [verifyCaptcha],
  "/verify": [limit("verify")],
};

/** Reached by browser navigation without headers, so the gateway lets them through (docs/contracts/gotrue-subset.md §1). */
const OPEN_ROUTES = new Set(["/verify", "/callback", "/authorize", "/.well-known/jwks.json"]);

/** The CLI's new-format default keys, accepted next to the legacy JWT keys. */
const DEFAULT_OPAQUE_KEYS = [
  "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH",
  "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
];

/** Like the hosted gateway: a missing or unknown apikey is refused before GoTrue sees it. */
function checkApiKey(deps: AuthDeps, req: IncomingMessage, url: URL, res: ServerResponse) {
  const header = req.headers.apikey;
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("apikey");
  if (!key) {
    sendJson(res, 401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
    return false;
  }
  const known = [deps.apiKeys.anon, deps.apiKeys.serviceRole, ...DEFAULT_OPAQUE_KEYS];
  if (!known.includes(key)) {
    sendJson(res, 401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
    return false;
  }
  return true;
}

/** Everything under /auth/v1; `path` is the part after it (e.g. "/signup"). */
export async function handleAuth(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
) {
  if (req.method === "OPTIONS") {
    answerAuthPreflight(req, res);
    return;
  }
  applyAuthCors(req, res);
  const route = ROUTES[path];
  if (!OPEN_ROUTES.has(path) && !checkApiKey(deps, req, url, res)) return;
  try {
    if (!route) throw new ApiError(404, "not_found", "Not Found");
    const handler = route[req.method ?? "GET"];
    if (!handler) throw new ApiError(405, "method_not_allowed", "Method Not Allowed");
    const request = { req, res, url, deps };
    for (const guard of GUARDS[path] ?? []) await guard(request);
    await handler(request);
  } catch (caught) {
    const error = toApiError(caught);
    if (error !== caught) {
      deps.log(
        `[auth] ${req.method} ${path} failed: ${caught instanceof Error ? caught.stack : caught}`,
      );
    }
    if (!res.headersSent) sendApiError(req, res, error);
  }
}
