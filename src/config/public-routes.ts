import { isIndexable, routeFacts } from "./route-facts";

/**
 * The public, indexable routes: prerendered at build time and listed in the sitemap. Derived from
 * the route facts table; protected and client-rendered routes are never indexed.
 */
export const publicPaths = routeFacts
  .filter((route) => isIndexable(route))
  .map((route) => route.path);

const clientRenderedPaths = routeFacts
  .filter((route) => !isIndexable(route))
  .map((route) => route.path);

/**
 * The client-rendered routes as path prefixes (a route below another listed one, such as
 * /dashboard/white-label below /dashboard, is covered by it): served as the SPA shell and kept out
 * of search engines by robots.txt.
 */
export const clientRenderedPrefixes = clientRenderedPaths.filter(
  (path) => !clientRenderedPaths.some((other) => other !== path && path.startsWith(`${other}/`)),
);

/** Routes that need the auth client as soon as they are shown (session guard or login form). */
export const authClientPaths: readonly string[] = routeFacts
  .filter((route) => route.access === "session" || route.access === "guest-only")
  .map((route) => route.path);
