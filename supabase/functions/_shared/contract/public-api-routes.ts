/**
 * The public API's routes as plain data (issue 12, docs/decisions/022-public-api.md): the `api`
 * function's OpenAPI document and the /api-documentation page both read this list, so the page
 * cannot name an endpoint the API does not serve. No imports, and no zod: the prerendered public
 * page pulls this file into its bundle.
 *
 * Addresses: the function is deployed as `api`, so it answers at `{SUPABASE_URL}/functions/v1/api/…`.
 * The documented base address is `{SUPABASE_URL}/functions/v1` and every path starts with /api/v1,
 * so base + path is the full URL and the paths read the same on the page, in the OpenAPI document
 * and in the Hono router.
 */

/** What follows the Supabase project URL to reach the Edge Functions. */
export const PUBLIC_API_FUNCTIONS_PATH = "/functions/v1";

/** The base address of the public API for a Supabase project URL (e.g. https://<ref>.supabase.co). */
export function publicApiBaseUrl(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, "")}${PUBLIC_API_FUNCTIONS_PATH}`;
}

/** Every path below the base starts with this (the function name `api` + the API version). */
export const PUBLIC_API_PATH_PREFIX = "/api/v1";

/** Requests per key per window; the window starts at the first request after the previous one. */
export const PUBLIC_API_RATE_LIMIT = { requests: 60, windowSeconds: 60 } as const;

export type PublicApiMethod = "GET" | "POST";

export interface PublicApiRoute {
  /** The OpenAPI operationId. */
  id:
    | "listReports"
    | "getReport"
    | "generateContent"
    | "listKeywords"
    | "getPerformance"
    | "getOpenApi";
  method: PublicApiMethod;
  /** OpenAPI path template below the base address ({id} for path parameters). */
  path: string;
  /** Whether the route needs `Authorization: Bearer <API key>`. */
  auth: boolean;
}

export const PUBLIC_API_ROUTES = [
  { id: "listReports", method: "GET", path: "/api/v1/reports", auth: true },
  { id: "getReport", method: "GET", path: "/api/v1/reports/{id}", auth: true },
  { id: "generateContent", method: "POST", path: "/api/v1/content/generate", auth: true },
  { id: "listKeywords", method: "GET", path: "/api/v1/keywords", auth: true },
  { id: "getPerformance", method: "GET", path: "/api/v1/performance", auth: true },
  { id: "getOpenApi", method: "GET", path: "/api/v1/openapi.json", auth: false },
] as const satisfies readonly PublicApiRoute[];

export type PublicApiRouteId = (typeof PUBLIC_API_ROUTES)[number]["id"];

export function publicApiRoute(id: PublicApiRouteId): PublicApiRoute {
  return PUBLIC_API_ROUTES.find((route) => route.id === id) as PublicApiRoute;
}
