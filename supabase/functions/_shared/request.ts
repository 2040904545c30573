import type { User } from "@supabase/supabase-js";
import type { z } from "zod";
import { getCaller } from "./auth.ts";
import { handleCors } from "./cors.ts";
import { methodNotAllowed } from "./http.ts";
import { parseJsonBody } from "./validate.ts";

export type SignedInRequest<T> =
  { ok: true; user: User; accessToken: string; body: T } | { ok: false; response: Response };

/**
 * The common front of a browser-called function: CORS preflight, POST only, a live user session,
 * and a JSON body validated by `schema`. Every refusal is the response to send as is (4xx with
 * `{ error }`), so handlers start with their own work.
 */
export async function signedInJsonRequest<S extends z.ZodType>(
  req: Request,
  schema: S,
): Promise<SignedInRequest<z.infer<S>>> {
  const preflight = handleCors(req);
  if (preflight) return { ok: false, response: preflight };
  if (req.method !== "POST") return { ok: false, response: methodNotAllowed(["POST"]) };

  const caller = await getCaller(req);
  if (!caller.ok) return caller;

  const body = await parseJsonBody(req, schema);
  if (!body.ok) return body;
  return { ok: true, user: caller.user, accessToken: caller.accessToken, body: body.data };
}
