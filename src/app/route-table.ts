import type { ComponentType } from "react";
import { paths } from "@/config/paths";
import { routeFacts, type RouteFacts, type RoutePath } from "@/config/route-facts";

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

export const NOT_FOUND_PATH = "*";

/** Page loaders by path. A route without a page yet has no entry. */
const pageLoaders: Partial<Record<RoutePath, () => Promise<ComponentType>>> = {
  "/": () => import("@/pages/home-page").then((m) => m.HomePage),
  "/features": () => import("@/pages/features-page").then((m) => m.FeaturesPage),
  "/how-it-works": () => import("@/pages/how-it-works-page").then((m) => m.HowItWorksPage),
  "/demo": () => import("@/pages/demo-page").then((m) => m.DemoPage),
  "/testimonials": () => import("@/pages/testimonials-page").then((m) => m.TestimonialsPage),
  "/faq": () => import("@/pages/faq-page").then((m) => m.FaqPage),
  "/pricing": () => import("@/pages/pricing-page").then((m) => m.PricingPage),
  "/ad-campagne": () => import("@/pages/ad-campaign-page").then((m) => m.AdCampaignPage),
  "/blog": () => import("@/pages/blog-page").then((m) => m.BlogPage),
  "/help-center": () => import("@/pages/help-center-page").then((m) => m.HelpCenterPage),
  "/guides": () => import("@/pages/guides-page").then((m) => m.GuidesPage),
  "/api-documentation": () =>
    import("@/pages/api-documentation-page").then((m) => m.ApiDocumentationPage),
  "/community": () => import("@/pages/community-page").then((m) => m.CommunityPage),
  "/about-us": () => import("@/pages/about-us-page").then((m) => m.AboutUsPage),
  "/careers": () => import("@/pages/careers-page").then((m) => m.CareersPage),
  "/contact": () => import("@/pages/contact-page").then((m) => m.ContactPage),
  "/privacy-policy": () => import("@/pages/privacy-policy-page").then((m) => m.PrivacyPolicyPage),
  "/terms-of-service": () =>
    import("@/pages/terms-of-service-page").then((m) => m.TermsOfServicePage),
  "/login": () => import("@/pages/login-page").then((m) => m.LoginPage),
  "/dashboard": () => import("@/pages/dashboard-page").then((m) => m.DashboardPage),
  "/dashboard/white-label": () => import("@/pages/white-label-page").then((m) => m.WhiteLabelPage),
  "/seo-helper": () => import("@/pages/seo-helper-page").then((m) => m.SeoHelperPage),
};

export const routeTable: RouteEntry[] = [
  ...routeFacts.flatMap((route) => {
    const load = pageLoaders[route.path];
    return load ? [{ path: route.path, access: route.access, load, layout: layoutOf(route) }] : [];
  }),
  {
    path: NOT_FOUND_PATH,
    access: "open",
    layout: "site",
    load: () => import("@/pages/not-found-page").then((m) => m.NotFoundPage),
  },
];

const loadedPages = new Map<RouteEntry, ComponentType>();

/** Loads a route's page module once and remembers the component for synchronous rendering. */
export async function loadRoute(route: RouteEntry): Promise<ComponentType> {
  const cached = loadedPages.get(route);
  if (cached) return cached;
  const Component = await route.load();
  loadedPages.set(route, Component);
  return Component;
}

/**
 * The page component if its module has already loaded. Rendering it directly (instead of through
 * React.lazy, which suspends on first render even when the module is cached) lets hydration finish
 * in one pass, so a click replayed after hydration reaches a live form.
 */
export function loadedRoute(route: RouteEntry): ComponentType | undefined {
  return loadedPages.get(route);
}

/** The entry that renders `pathname` (exact match; trailing slash ignored), or the not-found entry. */
export function matchRoute(pathname: string): RouteEntry {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    routeTable.find((route) => route.path === normalised) ??
    (routeTable.find((route) => route.path === NOT_FOUND_PATH) as RouteEntry)
  );
}
