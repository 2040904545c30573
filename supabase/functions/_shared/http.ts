import { COMMON_CATALOGUE } from "./common-messages.ts";
import { DEFAULT_LOCALE, type Locale } from "./contract/locale.ts";
import { corsHeaders } from "./cors.ts";

/** A JSON response with CORS headers (every answer, errors included, must carry them). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json", ...headers },
  });
}

/**
 * The one error shape of every function: `{ "error": "<message>" }`. The browser shows the
 * message as is (supabase.functions.invoke exposes the body through error.context).
 */
export function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json({ error: message }, status, headers);
}

/** 405 with the Allow header listing what the function does accept, in the request's language. */
export function methodNotAllowed(
  allowed: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): Response {
  return errorResponse(405, COMMON_CATALOGUE[locale].methodNotAllowed(allowed), {
    Allow: [...allowed, "OPTIONS"].join(", "),
  });
}
