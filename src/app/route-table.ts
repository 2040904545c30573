import type { ComponentType } from "react";
import {
  loadedPage,
  loadPage,
  loaderFor,
  NOT_FOUND_PATH,
  pageLoaders,
  pagePathFor,
} from "./page-loaders";
import { paths } from "@/config/paths";
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
   * "customer-area": inside the customer-area layout (account shell, TanStack Query), with its
   * session guard for `session` routes and without it for `open` ones; "site": the public layout.
   */
  layout: "site" | "customer-area";
}

/** Open routes that belong to the customer area: its layout, but no session check (spec §2). */
const openCustomerAreaPaths: readonly string[] = [paths.whiteLabel];

function layoutOf(route: Pick<RouteFacts, "path" | "access">): RouteEntry["layout"] {
  return route.access === "session" || openCustomerAreaPaths.includes(route.path)
    ? "customer-area"
    : "site";
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
