import type { ComponentType } from "react";
import { paths } from "@/config/paths";

/**
 * The one route table. Each entry loads its page module lazily (one chunk per route); the same
 * table drives the client router, the prerender step and the sitemap.
 */
export interface RouteEntry {
  path: string;
  load: () => Promise<ComponentType>;
}

export const NOT_FOUND_PATH = "*";

export const routeTable: RouteEntry[] = [
  { path: paths.home, load: () => import("@/pages/home-page").then((m) => m.HomePage) },
  { path: paths.features, load: () => import("@/pages/features-page").then((m) => m.FeaturesPage) },
  {
    path: paths.howItWorks,
    load: () => import("@/pages/how-it-works-page").then((m) => m.HowItWorksPage),
  },
  { path: paths.demo, load: () => import("@/pages/demo-page").then((m) => m.DemoPage) },
  {
    path: paths.testimonials,
    load: () => import("@/pages/testimonials-page").then((m) => m.TestimonialsPage),
  },
  { path: paths.faq, load: () => import("@/pages/faq-page").then((m) => m.FaqPage) },
  { path: paths.pricing, load: () => import("@/pages/pricing-page").then((m) => m.PricingPage) },
  {
    path: paths.adCampaign,
    load: () => import("@/pages/ad-campaign-page").then((m) => m.AdCampaignPage),
  },
  { path: paths.blog, load: () => import("@/pages/blog-page").then((m) => m.BlogPage) },
  {
    path: paths.helpCenter,
    load: () => import("@/pages/help-center-page").then((m) => m.HelpCenterPage),
  },
  { path: paths.guides, load: () => import("@/pages/guides-page").then((m) => m.GuidesPage) },
  {
    path: paths.apiDocumentation,
    load: () => import("@/pages/api-documentation-page").then((m) => m.ApiDocumentationPage),
  },
  {
    path: paths.community,
    load: () => import("@/pages/community-page").then((m) => m.CommunityPage),
  },
  { path: paths.aboutUs, load: () => import("@/pages/about-us-page").then((m) => m.AboutUsPage) },
  { path: paths.careers, load: () => import("@/pages/careers-page").then((m) => m.CareersPage) },
  { path: paths.contact, load: () => import("@/pages/contact-page").then((m) => m.ContactPage) },
  {
    path: paths.privacyPolicy,
    load: () => import("@/pages/privacy-policy-page").then((m) => m.PrivacyPolicyPage),
  },
  {
    path: paths.termsOfService,
    load: () => import("@/pages/terms-of-service-page").then((m) => m.TermsOfServicePage),
  },
  // Customer area: client-rendered only.
  { path: paths.login, load: () => import("@/pages/login-page").then((m) => m.LoginPage) },
  {
    path: paths.dashboard,
    load: () => import("@/pages/dashboard-page").then((m) => m.DashboardPage),
  },
  {
    path: paths.seoHelper,
    load: () => import("@/pages/seo-helper-page").then((m) => m.SeoHelperPage),
  },
  {
    path: NOT_FOUND_PATH,
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
