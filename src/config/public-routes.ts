import { paths } from "./paths";

/**
 * The public, indexable routes: prerendered at build time and listed in the sitemap.
 * Protected routes (/login, /dashboard…, /seo-helper) are client-rendered and never indexed.
 */
export const publicPaths = [
  paths.home,
  paths.features,
  paths.howItWorks,
  paths.demo,
  paths.testimonials,
  paths.faq,
  paths.pricing,
  paths.adCampaign,
  paths.blog,
  paths.helpCenter,
  paths.guides,
  paths.apiDocumentation,
  paths.community,
  paths.aboutUs,
  paths.careers,
  paths.contact,
  paths.privacyPolicy,
  paths.termsOfService,
] as const;

/**
 * The customer area: served as the client-rendered SPA shell (with sub-paths, e.g.
 * /dashboard/white-label) and kept out of search engines by robots.txt.
 */
export const clientRenderedPrefixes = [paths.login, paths.dashboard, paths.seoHelper] as const;
