/**
 * CORS for functions called from the browser through `supabase.functions.invoke`.
 * The allow-list covers every header supabase-js sends (apikey, authorization, x-client-info,
 * content-type, x-region) plus the retry and tracing headers newer clients add and the analyzer's
 * read token (x-analysis-token); a missing one
 * makes the browser's preflight fail and invoke() report a FunctionsFetchError.
 */
export const corsHeaders: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers":
    "authorization, x-client-info, apikey, content-type, accept-language, x-analysis-token, x-region, x-retry-count, traceparent, tracestate, baggage",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Max-Age": "86400",
};

/** Answers a CORS preflight; returns null for every other request so the handler continues. */
export function handleCors(req: Request): Response | null {
  if (req.method !== "OPTIONS") return null;
  return new Response("ok", { status: 200, headers: corsHeaders });
}

/**
 * A router's answer with the CORS headers it does not set itself (a Hono app's own 404 and error
 * answers carry none), plus `extra` headers, which win.
 */
export function withCors(response: Response, extra: Record<string, string> = {}): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}
