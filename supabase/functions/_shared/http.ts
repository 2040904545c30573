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

/** 405 with the Allow header listing what the function does accept. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return errorResponse(405, `Method not allowed. Use ${allowed.join(" or ")}.`, {
    Allow: [...allowed, "OPTIONS"].join(", "),
  });
}
