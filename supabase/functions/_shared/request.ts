import type { User } from "@supabase/supabase-js";
import type { z } from "zod";
import { getCaller } from "./auth.ts";
import { handleCors } from "./cors.ts";
import type { Locale } from "./contract/locale.ts";
import { methodNotAllowed } from "./http.ts";
import { requestLocale } from "./request-locale.ts";
import { parseJsonBody, type ValidationLanguage } from "./validate.ts";

export type SignedInRequest<T> =
  | { ok: true; user: User; accessToken: string; body: T; locale: Locale }
  | { ok: false; response: Response };

/**
 * The common front of a browser-called function: CORS preflight, POST only, a live user session,
 * and a JSON body validated by `schema`. Every refusal is the response to send as is (4xx with
 * `{ error }`, in the request's language, fields named by `words`), so handlers start with
 * their own work, in `locale`.
 */
export async function signedInJsonRequest<S extends z.ZodType>(
  req: Request,
  schema: S,
  words: Omit<ValidationLanguage, "locale"> = {},
): Promise<SignedInRequest<z.infer<S>>> {
  const preflight = handleCors(req);
  if (preflight) return { ok: false, response: preflight };
  const locale = requestLocale(req);
  if (req.method !== "POST") return { ok: false, response: methodNotAllowed(["POST"], locale) };

  const caller = await getCaller(req);
  if (!caller.ok) return caller;

  const body = await parseJsonBody(req, schema, { locale, ...words });
  if (!body.ok) return body;
  const { user, accessToken } = caller;
  return { ok: true, user, accessToken, body: body.data, locale };
}
