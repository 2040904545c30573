import type { IncomingMessage, ServerResponse } from "node:http";

/** Headers GoTrue's rs/cors allows, plus those supabase-js and functions-js send. */
const AUTH_ALLOWED_HEADERS = [
  "accept",
  "authorization",
  "apikey",
  "content-type",
  "x-client-ip",
  "x-client-info",
  "x-jwt-aud",
  "x-use-cookie",
  "x-supabase-api-version",
  "x-retry-count",
  "traceparent",
  "tracestate",
  "baggage",
].join(", ");

/** GoTrue exposes X-Supabase-Api-Version so auth-js can read `code` from 2024-shape errors. */
const AUTH_EXPOSED_HEADERS = "X-Total-Count, Link, X-Supabase-Api-Version";

/** The allow-list Supabase documents for Edge Functions (`@supabase/supabase-js/cors`). */
export const FUNCTIONS_CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers":
    "authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
};

/** Sets the CORS headers of the auth API on every response (credentials allowed, like rs/cors). */
export function applyAuthCors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  res.setHeader("Access-Control-Allow-Origin", origin ?? "*");
  if (origin) {
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Vary", "Origin");
  }
  res.setHeader("Access-Control-Expose-Headers", AUTH_EXPOSED_HEADERS);
}

/** Answers a preflight for the auth API. */
export function answerAuthPreflight(req: IncomingMessage, res: ServerResponse) {
  applyAuthCors(req, res);
  const requested = req.headers["access-control-request-headers"];
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", requested ?? AUTH_ALLOWED_HEADERS);
  res.setHeader("Access-Control-Max-Age", "86400");
  res.writeHead(204);
  res.end();
}
