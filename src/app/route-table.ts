import type { ComponentType } from "react";
import {
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
  load: () => Promise<ComponentType>;
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
  { path: NOT_FOUND_PATH, access: "open", layout: "site", load: loaderFor(NOT_FOUND_PATH) },
];

/** Loads a route's page module once and remembers the component for synchronous rendering. */
export function loadRoute(route: RouteEntry): Promise<ComponentType> {
  return loadPage(route.path);
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
