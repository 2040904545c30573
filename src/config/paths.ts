/** Every route path of the product, in one place. */
export const paths = {
  home: "/",
  features: "/features",
  howItWorks: "/how-it-works",
  demo: "/demo",
  testimonials: "/testimonials",
  faq: "/faq",
  pricing: "/pricing",
  adCampaign: "/ad-campagne",
  blog: "/blog",
  helpCenter: "/help-center",
  guides: "/guides",
  apiDocumentation: "/api-documentation",
  community: "/community",
  aboutUs: "/about-us",
  careers: "/careers",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  login: "/login",
  dashboard: "/dashboard",
  whiteLabel: "/dashboard/white-label",
  seoHelper: "/seo-helper",
} as const;

/** Where a visitor choosing a plan is sent: /login?returnUrl=<current path>#pricing (spec §2). */
export function loginWithReturnUrl(currentPath: string): string {
  return `${paths.login}?returnUrl=${encodeURIComponent(currentPath)}#pricing`;
}
