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
  onboarding: "/onboarding",
  businessProfile: "/dashboard/profile",
  reports: "/dashboard/reports",
  content: "/dashboard/content",
  apiSettings: "/dashboard/api",
} as const;

/** The query parameter that carries a chosen plan through the login round trip. */
export const CHOSEN_PLAN_PARAM = "plan";
/** Set (to "1") next to the chosen plan when the visitor chose its free trial. */
export const CHOSEN_TRIAL_PARAM = "trial";

/**
 * Where a visitor choosing a plan is sent: /login?returnUrl=<current path>#pricing (spec §2). With
 * a plan id the return address remembers it (/pricing?plan=pro, or /pricing?plan=pro&trial=1 for
 * its free trial), so the visitor comes back to that card after signing in.
 */
export function loginWithReturnUrl(
  currentPath: string,
  planId?: string,
  options: { trial?: boolean } = {},
): string {
  const trial = options.trial ? `&${CHOSEN_TRIAL_PARAM}=1` : "";
  const returnUrl = planId
    ? `${currentPath}?${CHOSEN_PLAN_PARAM}=${encodeURIComponent(planId)}${trial}`
    : currentPath;
  return `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}#pricing`;
}

/** The query parameter that opens /login in another mode than sign-in. */
export const LOGIN_MODE_PARAM = "mode";

/** /login in create-account mode: 'Aan de Slag' and the footer's 'Sign Up' (plain /login signs in). */
export const signUpPath = `${paths.login}?${LOGIN_MODE_PARAM}=signup`;
