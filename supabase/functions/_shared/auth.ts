import { AuthClient, type User } from "@supabase/supabase-js";
import { getEnv } from "./env.ts";
import { COMMON_CATALOGUE } from "./common-messages.ts";
import type { Locale } from "./contract/locale.ts";
import { errorResponse } from "./http.ts";
import { requestLocale } from "./request-locale.ts";

export type CallerResult =
  { ok: true; user: User; accessToken: string } | { ok: false; response: Response };

const BEARER = /^bearer\s+(\S+)$/i;

/**
 * Resolves the signed-in user behind the request's `Authorization: Bearer <jwt>` header by asking
 * the auth service (GET /auth/v1/user), exactly what `createClient(url, anonKey, { global: {
 * headers: { Authorization } } }).auth.getUser()` does. The gateway's verify_jwt only proves the
 * token is signed: the anon key passes it too, and a signed-out session's token stays
 * cryptographically valid until it expires. Asking the auth service rejects both.
 *
 * AuthClient (re-exported by supabase-js) is used instead of createClient because createClient
 * also builds a realtime client, which throws on Node 20 (no global WebSocket) where the local
 * emulator runs these same handlers.
 */
export async function getCaller(req: Request): Promise<CallerResult> {
  const token = bearerToken(req);
  const locale = requestLocale(req);
  if (!token) {
    return { ok: false, response: errorResponse(401, COMMON_CATALOGUE[locale].notSignedIn) };
  }
  return userForToken(token, locale);
}

export type OptionalCallerResult =
  { ok: true; user: User | null; accessToken: string | null } | { ok: false; response: Response };

/**
 * For functions visitors may call too (verify_jwt = false): no Authorization header, or the
 * public anon key as the browser's client sends it without a session, is an anonymous caller;
 * any other bearer must be a live user session (else 401, as getCaller).
 */
export async function getOptionalCaller(req: Request): Promise<OptionalCallerResult> {
  const token = bearerToken(req);
  if (!token || token === getEnv("SUPABASE_ANON_KEY")) {
    return { ok: true, user: null, accessToken: null };
  }
  return userForToken(token, requestLocale(req));
}

function bearerToken(req: Request): string | undefined {
  const header = req.headers.get("Authorization") ?? "";
  return BEARER.exec(header.trim())?.[1];
}

async function userForToken(token: string, locale: Locale): Promise<CallerResult> {
  const messages = COMMON_CATALOGUE[locale];
  const url = getEnv("SUPABASE_URL");
  const anonKey = getEnv("SUPABASE_ANON_KEY");
  if (!url || !anonKey) {
    console.error("getCaller: SUPABASE_URL or SUPABASE_ANON_KEY is not set");
    return { ok: false, response: errorResponse(500, messages.misconfigured) };
  }

  const auth = new AuthClient({
    url: `${url.replace(/\/$/, "")}/auth/v1`,
    headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
  });

  try {
    const { data, error } = await auth.getUser(token);
    if (error || !data.user) {
      return {
        ok: false,
        response: errorResponse(401, messages.sessionInvalid),
      };
    }
    return { ok: true, user: data.user, accessToken: token };
  } catch (cause) {
    // The auth service being unreachable is our failure, not the caller's.
    console.error("getCaller: auth service unreachable", cause);
    return {
      ok: false,
      response: errorResponse(503, messages.authUnavailable),
    };
  }
}
