import { Hono, type MiddlewareHandler } from "hono";
import { PUBLIC_API_CATALOGUE } from "../_shared/contract/public-api.ts";
import { PUBLIC_API_ROUTES, type PublicApiRouteId } from "../_shared/contract/public-api-routes.ts";
import { handleCors, withCors } from "../_shared/cors.ts";
import { getSql } from "../_shared/db.ts";
import { authenticate } from "../_shared/public-api/authenticate.ts";
import { apiError } from "../_shared/public-api/responses.ts";
import { requestLocale } from "../_shared/request-locale.ts";
import { generateContentRoute } from "./content-route.ts";
import { getPerformanceRoute } from "./performance-route.ts";
import {
  getReportRoute,
  listKeywordsRoute,
  listReportsRoute,
  openApiRoute,
  type ApiContext,
  type ApiEnv,
} from "./routes.ts";

const ROUTE_HANDLERS: Record<PublicApiRouteId, (c: ApiContext) => Response | Promise<Response>> = {
  listReports: listReportsRoute,
  getReport: getReportRoute,
  generateContent: generateContentRoute,
  listKeywords: listKeywordsRoute,
  getPerformance: getPerformanceRoute,
  getOpenApi: openApiRoute,
};

/** Bearer API key, rate limit and plan (authenticate.ts); puts the caller on the context. */
const requireApiKey: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const sql = getSql();
  const auth = await authenticate(sql, c.req.header("Authorization"), c.get("locale"));
  if (!auth.ok) return auth.response;
  c.set("sql", sql);
  c.set("caller", auth.caller);
  await next();
  for (const [name, value] of Object.entries(auth.headers)) c.res.headers.set(name, value);
};

/** The language of every answer's texts, from Accept-Language (Dutch unless `en` is asked for). */
const chooseLocale: MiddlewareHandler<ApiEnv> = async (c, next) => {
  c.set("locale", requestLocale(c.req.raw));
  await next();
};

/**
 * The router. The edge runtime hands the function `/<function name>/…`, so the contract's paths
 * (/api/v1/…, OpenAPI {id} → Hono :id) are the routes as they are. A known path with another
 * method is a 405 with Allow; anything else a 404 — both in the `{ error, code }` shape.
 */
function buildApp(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  app.use(chooseLocale);
  const methodsByPath = new Map<string, string[]>();
  for (const route of PUBLIC_API_ROUTES) {
    const path = route.path.replace(/\{(\w+)\}/g, ":$1");
    const handle = ROUTE_HANDLERS[route.id];
    if (route.auth) app.on(route.method, path, requireApiKey, handle);
    else app.on(route.method, path, handle);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), route.method]);
  }
  for (const [path, methods] of methodsByPath) {
    app.all(path, (c) =>
      apiError(405, "method_not_allowed", PUBLIC_API_CATALOGUE[c.get("locale")].methodNotAllowed, {
        Allow: [...methods, "OPTIONS"].join(", "),
      }),
    );
  }
  // Not found and thrown errors may come before the middleware ran: read the language here.
  app.notFound((c) =>
    apiError(404, "not_found", PUBLIC_API_CATALOGUE[requestLocale(c.req.raw)].notFound),
  );
  app.onError((error, c) => {
    console.error("api: failed", error);
    return apiError(503, "unavailable", PUBLIC_API_CATALOGUE[requestLocale(c.req.raw)].unavailable);
  });
  return app;
}

const app = buildApp();

/** Headers a browser script may read from the answers (the rest are CORS-safelisted). */
const EXPOSED = "Retry-After, WWW-Authenticate, X-RateLimit-Limit, X-RateLimit-Remaining";

/** /functions/v1/api/… — the public API (docs/decisions/022-public-api.md). verify_jwt = false. */
export async function handler(req: Request): Promise<Response> {
  const preflight = handleCors(req);
  if (preflight) return preflight;
  return withCors(await app.fetch(req), { "Access-Control-Expose-Headers": EXPOSED });
}
