import type { ComponentType } from "react";
import {
  articlePageLoaders,
  loadedPage,
  loadPage,
  loaderFor,
  NOT_FOUND_PATH,
  pageLoaders,
  pagePathFor,
} from "./page-loaders";
import { routeFacts, type RouteFacts } from "@/config/route-facts";

/**
 * The one route table: the route facts (path, access, head meta; src/config/route-facts.ts) plus
 * each page's lazy loader (one chunk per route). The same table drives the client router (which
 * nests the customer-area routes in the customer-area layout), the prerender step and the sitemap.
 */
export interface RouteEntry extends Pick<RouteFacts, "access"> {
  path: string;
  load: (pathname: string) => Promise<ComponentType>;
  /**
   * "customer-area": inside the customer-area layout (session guard, account shell, TanStack
   * Query); "site": the public layout.
   */
  layout: "site" | "customer-area";
}

/** Every customer route (access "session") sits in the customer-area layout and its guard. */
function layoutOf(route: Pick<RouteFacts, "access">): RouteEntry["layout"] {
  return route.access === "session" ? "customer-area" : "site";
}

export { NOT_FOUND_PATH };

export const routeTable: RouteEntry[] = [
  ...routeFacts.flatMap((route) => {
    const load = pageLoaders[route.path];
    return load ? [{ path: route.path, access: route.access, load, layout: layoutOf(route) }] : [];
  }),
  // The article pages below /blog, /guides and /help-center (their paths come from content/).
  ...Object.entries(articlePageLoaders).map(([path, load]): RouteEntry => ({
    path,
    access: "public",
    layout: "site",
    load,
  })),
  { path: NOT_FOUND_PATH, access: "open", layout: "site", load: loaderFor(NOT_FOUND_PATH) },
];

/**
 * Loads a route's page module and remembers the component for synchronous rendering; `pathname`
 * (the address shown) lets an article page load that article's text first.
 */
export function loadRoute(
  route: RouteEntry,
  pathname: string = route.path,
): Promise<ComponentType> {
  return loadPage(route.path, pathname);
}

/** The page component if its module has already loaded (see loadedPage). */
export function loadedRoute(route: RouteEntry): ComponentType | undefined {
  return loadedPage(route.path);
}

/** The entry that renders `pathname` (exact match; trailing slash ignored), or the not-found entry. */
export function matchRoute(pathname: string): RouteEntry {
  const path = pagePathFor(pathname);
  return routeTable.find((route) => route.path === path) as RouteEntry;
}
