import { isIndexable, routeFacts, type RoutePath } from "@/config/route-facts";

/**
 * Head metadata per route, read from the route facts table (src/config/route-facts.ts), where each
 * route's title and description sit next to its path and access. Non-public routes are noindex.
 */
export interface PageMetaEntry {
  title: string;
  description: string;
  /** Protected, client-rendered and not-found pages are kept out of search indexes. */
  noindex?: boolean;
}

export const pageMeta = Object.fromEntries(
  routeFacts.map((route) => [
    route.path,
    isIndexable(route) ? { ...route.meta } : { ...route.meta, noindex: true },
  ]),
) as Record<RoutePath, PageMetaEntry>;

export const notFoundMeta: PageMetaEntry = {
  title: "Pagina niet gevonden (404) | Vindbaar",
  description: "Deze pagina bestaat niet (meer). Ga terug naar de homepage van Vindbaar.",
  noindex: true,
};
