import { paths, planChoicePath } from "@/config/paths";
import { trialOffer } from "./guarantees";
import { planCardLabels, pricingSection } from "./pricing";

/**
 * Copy for /dashboard (English, like the rest of the customer area; docs/product.md §1). The overview figures
 * are the customer's own (issue 11); each says what happens next while it is 0. Plans and prices are NOT here: they come from
 * plans.ts, the one catalogue (the spec's $29/$79/$199 block contradicts it).
 */
export type DashboardStatId = "reports" | "keywords" | "blog-drafts" | "profile-posts";

export interface DashboardStat {
  id: DashboardStatId;
  label: string;
  detail: string;
  /** Shown instead of the detail while the figure is 0: what happens next. */
  empty: string;
}

export const dashboardContent = {
  title: "Dashboard",
  welcome: "Welcome back,",
  intro: "Here is what Vindbaar has been doing for your website.",
  overviewHeading: "Overview",
  stats: [
    {
      id: "reports",
      label: "SEO reports",
      detail: "reports in the last 30 days",
      empty:
        "Your first report appears a few minutes after you complete your business profile, then every month.",
    },
    {
      id: "keywords",
      label: "Keywords",
      detail: "target keywords tracked",
      empty: "Add 3 to 10 target keywords in your business profile to track them.",
    },
    {
      id: "blog-drafts",
      label: "Blog drafts",
      detail: "blog drafts this month",
      empty:
        "No drafts yet: your plan's monthly blog posts will be listed here as they are written.",
    },
    {
      id: "profile-posts",
      label: "Business profile posts",
      detail: "posts ready to copy this month",
      empty: "No business-profile posts planned yet (part of Ultimate and Power).",
    },
  ] satisfies DashboardStat[],
  /** While it is not yet known whether the customer has a plan (screen readers only). */
  checkingPlan: "Loading your overview…",
  /** While a figure is loading. */
  loadingFigure: "…",
  subscription: {
    title: "Subscription",
    status: "No subscription yet",
    description:
      "Choose a plan to start receiving AI blog posts, meta tags and monthly SEO reports.",
    cta: "Choose a plan",
    href: paths.pricing,
    loading: "Loading subscription…",
    error: "Your subscription details could not be loaded right now. Please try again later.",
    planName: (name: string) => `${name} plan`,
    perMonth: "per month",
    exclVat: "excl. btw",
    statusLabel: "Status",
    statuses: {
      active: "Active",
      trialing: "Trial",
      past_due: "Payment overdue",
      canceled: "Cancelled",
      incomplete: "Payment incomplete",
      incomplete_expired: "Payment expired",
      unpaid: "Unpaid",
      paused: "Paused",
    },
    nextInvoice: (date: string) => `Next invoice on ${date}`,
    cancelling: (date: string) =>
      `Your subscription ends on ${date}. You will not be billed again.`,
    manage: "Manage subscription",
    opening: "Opening…",
    activating: "Activating your subscription…",
  },
  seoHelper: {
    heading: "SEO Helper",
    description: "Find keyword ideas and write meta descriptions for your pages in seconds.",
    cta: "Open the SEO Helper",
    href: paths.seoHelper,
  },
  /**
   * First on the dashboard while the customer has no plan (Dutch: the choice continues on the
   * Dutch pricing page and Checkout). Each plan links to its own checkout through /pricing.
   */
  choosePlan: {
    heading: "Kies een pakket",
    description:
      "Je account staat klaar. Kies een pakket om te beginnen: daarna vul je je bedrijfsprofiel in en scannen we je website. Maandelijks opzegbaar; prijzen per maand, exclusief btw.",
    perMonth: "per maand",
    popular: planCardLabels.popular,
    blogs: planCardLabels.blogsPerMonth,
    checkoutHref: (planId: string) =>
      `${planChoicePath(paths.pricing, planId)}#${pricingSection.id}`,
    trial: trialOffer.button,
    trialNote: trialOffer.note,
    trialHref: (planId: string) =>
      `${planChoicePath(paths.pricing, planId, { trial: true })}#${pricingSection.id}`,
    compare: "Vergelijk alle pakketten",
    compareHref: paths.pricing,
  },
  plans: {
    heading: "Plans",
    description: "Billed monthly, no minimum term, cancel at any time.",
    perMonth: "per month",
    popular: "Most popular",
    whiteLabel: "White label included",
    blogs: (count: number) =>
      count === 1 ? "1 AI blog post per month" : `${count} AI blog posts per month`,
    cta: "Compare all plans on the pricing page",
    href: paths.pricing,
  },
} as const;
