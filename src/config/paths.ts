// The zod-free module: every public page loads this table.
import { SEARCH_CONSOLE_CALLBACK_PATH } from "@contract/search-console-callback";
import { articleSections } from "./article-paths";

export { articlePaths, blogFeedPath } from "./article-paths";

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
  blog: articleSections.blog,
  helpCenter: articleSections.helpCenter,
  guides: articleSections.guides,
  apiDocumentation: "/api-documentation",
  community: "/community",
  aboutUs: "/about-us",
  careers: "/careers",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  /** The legal texts in English, for customers who chose English (the Dutch ones are the main text). */
  privacyPolicyEn: "/en/privacy-policy",
  termsOfServiceEn: "/en/terms-of-service",
  login: "/login",
  dashboard: "/dashboard",
  whiteLabel: "/dashboard/white-label",
  seoHelper: "/seo-helper",
  onboarding: "/onboarding",
  businessProfile: "/dashboard/profile",
  reports: "/dashboard/reports",
  content: "/dashboard/content",
  apiSettings: "/dashboard/api",
  changePassword: "/dashboard/password",
  /** Google sends the customer back here after the Search Console consent (the redirect URI). */
  searchConsoleCallback: SEARCH_CONSOLE_CALLBACK_PATH,
} as const;

/** The query parameter that carries a chosen plan through the login round trip. */
export const CHOSEN_PLAN_PARAM = "plan";
/** Next to the plan: "1" when the customer chose the free trial rather than buying at once. */
export const TRIAL_PARAM = "trial";

/**
 * A plan choice as an on-site address: `<page>?plan=pro` (`&trial=1` for the trial). Signed in,
 * the plan cards on that page start Checkout for it once; it survives /login, sign-up and the
 * confirmation e-mail as the returnUrl, so it works in whichever browser opens the link.
 */
export function planChoicePath(
  pagePath: string,
  planId: string,
  options: { trial?: boolean } = {},
): string {
  const query = new URLSearchParams({ [CHOSEN_PLAN_PARAM]: planId });
  if (options.trial) query.set(TRIAL_PARAM, "1");
  return `${pagePath}?${query.toString()}`;
}

/**
 * An on-site address without its plan choice (path, other parameters and anchor kept): once the
 * choice has been acted on, and for a tab that only followed a sign-in made in another tab.
 */
export function withoutPlanChoice(path: string): string {
  const url = new URL(path, "https://same-site.invalid");
  url.searchParams.delete(CHOSEN_PLAN_PARAM);
  url.searchParams.delete(TRIAL_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a visitor choosing a plan is sent: /login?returnUrl=<current path>#pricing (docs/product.md §2). With
 * a plan id the return address remembers it (/pricing?plan=pro, or /pricing?plan=pro&trial=1 for
 * its free trial), so after signing in (or signing up and confirming) the customer continues to
 * Checkout (or the trial) for that plan.
 */
export function loginWithReturnUrl(
  currentPath: string,
  planId?: string,
  options: { trial?: boolean } = {},
): string {
  const returnUrl = planId ? planChoicePath(currentPath, planId, options) : currentPath;
  return `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}#pricing`;
}

/** The query parameter that opens /login in another mode than sign-in. */
export const LOGIN_MODE_PARAM = "mode";

/** /login in create-account mode: 'Aan de Slag' and the footer's 'Sign Up' (plain /login signs in). */
export const signUpPath = `${paths.login}?${LOGIN_MODE_PARAM}=signup`;

/** The query parameter that puts a question into the contact form's message (/contact?vraag=…). */
export const CONTACT_QUESTION_PARAM = "vraag";
