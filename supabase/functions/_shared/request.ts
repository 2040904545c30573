import type { User } from "@supabase/supabase-js";
import type { z } from "zod";
import { getCaller, getOptionalCaller } from "./auth.ts";
import { handleCors } from "./cors.ts";
import type { Locale } from "./contract/locale.ts";
import { methodNotAllowed } from "./http.ts";
import { requestLocale } from "./request-locale.ts";
import { parseJsonBody, type ValidationLanguage } from "./validate.ts";

/** A refusal to send as is: the CORS preflight's answer, a 405, a 401 or a 4xx on the body. */
type Refused = { ok: false; response: Response };

export type StartedRequest = { ok: true; locale: Locale } | Refused;
export type SignedInStart = { ok: true; locale: Locale; user: User; accessToken: string } | Refused;
export type OptionalCallerStart =
  { ok: true; locale: Locale; user: User | null; accessToken: string | null } | Refused;

/**
 * The start every browser-called handler shares: the CORS preflight, then the request's language,
 * then the method (405 with `Allow`, in that language). Handlers that know their caller another way
 * (a signed link, the scheduler's key) start here; the others start with `startSignedIn` or
 * `startWithOptionalCaller`.
 */
export function startRequest(req: Request, methods: readonly string[]): StartedRequest {
  const preflight = handleCors(req);
  if (preflight) return { ok: false, response: preflight };
  const locale = requestLocale(req);
  if (!methods.includes(req.method)) {
    return { ok: false, response: methodNotAllowed(methods, locale) };
  }
  return { ok: true, locale };
}

type CallerAnswer<U, T> = { ok: true; user: U; accessToken: T } | Refused;

async function startAsking<U, T>(
  req: Request,
  methods: readonly string[],
  askCaller: (req: Request) => Promise<CallerAnswer<U, T>>,
): Promise<{ ok: true; locale: Locale; user: U; accessToken: T } | Refused> {
  const start = startRequest(req, methods);
  if (!start.ok) return start;
  const caller = await askCaller(req);
  if (!caller.ok) return caller;
  return { ...start, user: caller.user, accessToken: caller.accessToken };
}

/** `startRequest`, then a live user session (401 for none, the anon key or a signed-out token). */
export function startSignedIn(req: Request, methods: readonly string[]): Promise<SignedInStart> {
  return startAsking(req, methods, getCaller);
}

/** `startRequest` for functions visitors call too: no session is a null user, a bad one a 401. */
export function startWithOptionalCaller(
  req: Request,
  methods: readonly string[],
): Promise<OptionalCallerStart> {
  return startAsking(req, methods, getOptionalCaller);
}

export type SignedInRequest<T> =
  { ok: true; user: User; accessToken: string; body: T; locale: Locale } | Refused;

/**
 * `startSignedIn` for a POST with a JSON body validated by `schema` (4xx with `{ error }` in the
 * request's language, fields named by `words`), so handlers start with their own work.
 */
export async function signedInJsonRequest<S extends z.ZodType>(
  req: Request,
  schema: S,
  words: Omit<ValidationLanguage, "locale"> = {},
): Promise<SignedInRequest<z.infer<S>>> {
  const start = await startSignedIn(req, ["POST"]);
  if (!start.ok) return start;
  const body = await parseJsonBody(req, schema, { locale: start.locale, ...words });
  if (!body.ok) return body;
  return { ...start, body: body.data };
}
