import type { ComponentType } from "react";
import { paths } from "@/config/paths";
import type { RoutePath } from "@/config/route-facts";

/**
 * Each route's page module, loaded lazily (one chunk per route), and the cache that lets a loaded
 * page render synchronously. Kept apart from the route facts (src/config/route-facts.ts, with every
 * page's head meta) because the boot loader (src/main.tsx) needs only this: it starts the current
 * page's download in parallel with the app and must stay a few kilobytes.
 */
export type PageLoader = (pathname: string) => Promise<ComponentType>;

export const NOT_FOUND_PATH = "*";

/** Page loaders by path. A route without a page yet has no entry. */
export const pageLoaders: Partial<Record<RoutePath, () => Promise<ComponentType>>> = {
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
  "/en/privacy-policy": () =>
    import("@/pages/privacy-policy-page").then((m) => m.EnglishPrivacyPolicyPage),
  "/en/terms-of-service": () =>
    import("@/pages/terms-of-service-page").then((m) => m.EnglishTermsOfServicePage),
  "/login": () => import("@/pages/login-page").then((m) => m.LoginPage),
  "/dashboard": () => import("@/pages/dashboard-page").then((m) => m.DashboardPage),
  "/dashboard/white-label": () => import("@/pages/white-label-page").then((m) => m.WhiteLabelPage),
  "/seo-helper": () => import("@/pages/seo-helper-page").then((m) => m.SeoHelperPage),
  "/dashboard/reports": () => import("@/pages/reports-page").then((m) => m.ReportsPage),
  "/dashboard/content": () => import("@/pages/content-page").then((m) => m.ContentPage),
  "/dashboard/api": () => import("@/pages/api-settings-page").then((m) => m.ApiSettingsPage),
  "/dashboard/password": () =>
    import("@/pages/change-password-page").then((m) => m.ChangePasswordPage),
  "/search-console/callback": () =>
    import("@/pages/search-console-callback-page").then((m) => m.SearchConsoleCallbackPage),
  "/onboarding": () => import("@/pages/onboarding-page").then((m) => m.OnboardingPage),
  "/dashboard/profile": () =>
    import("@/pages/business-profile-page").then((m) => m.BusinessProfilePage),
};

/**
 * The article pages made from content/ (one route per kind, the slug in the address): the loader
 * also loads the article's own text before it resolves, so a prerendered article hydrates in one
 * pass. Which slugs exist is known only to the page module, not to this boot-time table.
 */
export const articleRoutePaths = {
  blog: `${paths.blog}/:slug`,
  guide: `${paths.guides}/:slug`,
  help: `${paths.helpCenter}/:slug`,
} as const;

export const articlePageLoaders: Record<string, PageLoader> = {
  [articleRoutePaths.blog]: (pathname) =>
    import("@/pages/blog-article-page").then((m) => m.prepareBlogArticlePage(pathname)),
  [articleRoutePaths.guide]: (pathname) =>
    import("@/pages/guide-article-page").then((m) => m.prepareGuideArticlePage(pathname)),
  [articleRoutePaths.help]: (pathname) =>
    import("@/pages/help-article-page").then((m) => m.prepareHelpArticlePage(pathname)),
};

/** The article route a pathname such as "/blog/some-slug" belongs to, if any. */
function articleRouteFor(pathname: string): string | undefined {
  return Object.keys(articlePageLoaders).find((route) =>
    new RegExp(`^${route.replace("/:slug", "")}/[a-z0-9-]+$`).test(pathname),
  );
}

const notFoundLoader: PageLoader = () =>
  import("@/pages/not-found-page").then((m) => m.NotFoundPage);

/** The loader of `path` (a route-table path, or NOT_FOUND_PATH). */
export function loaderFor(path: string): PageLoader {
  return pageLoaders[path as RoutePath] ?? articlePageLoaders[path] ?? notFoundLoader;
}

/** The route path that renders `pathname` (exact match; trailing slash ignored), or NOT_FOUND_PATH. */
export function pagePathFor(pathname: string): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (normalised in pageLoaders) return normalised;
  return articleRouteFor(normalised) ?? NOT_FOUND_PATH;
}

const loadedPages = new Map<string, ComponentType>();

/**
 * Loads a route's page module (and, for an article, the text at `pathname`) and remembers the
 * component for synchronous rendering. The loader runs every time: a module already loaded
 * resolves at once, and an article route needs each article's text prepared.
 */
export async function loadPage(path: string, pathname: string = path): Promise<ComponentType> {
  const Component = await loaderFor(path)(pathname);
  loadedPages.set(path, Component);
  return Component;
}

/**
 * The page component if its module has already loaded. Rendering it directly (instead of through
 * React.lazy, which suspends on first render even when the module is cached) lets hydration finish
 * in one pass, so a click replayed after hydration reaches a live form.
 */
export function loadedPage(path: string): ComponentType | undefined {
  return loadedPages.get(path);
}
