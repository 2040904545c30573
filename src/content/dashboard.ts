import { paths } from "@/config/paths";

/**
 * Copy for /dashboard (English, like the rest of the customer area; spec §1). The overview figures
 * are the spec's static example figures (§2). Plans and prices are NOT here: they come from
 * plans.ts, the one catalogue (the spec's $29/$79/$199 block contradicts it).
 */
export interface DashboardStat {
  id: string;
  label: string;
  value: number;
  detail: string;
}

export const dashboardContent = {
  title: "Dashboard",
  welcome: "Welcome back,",
  intro: "Here is what Vindbaar has been doing for your website.",
  overviewHeading: "Overview",
  stats: [
    { id: "reports", label: "SEO reports", value: 5, detail: "new reports in the last 30 days" },
    { id: "keywords", label: "Keywords", value: 120, detail: "new keywords this month" },
    { id: "blog-drafts", label: "Blog drafts", value: 8, detail: "blog drafts this month" },
    {
      id: "profile-posts",
      label: "Business profile posts",
      value: 3,
      detail: "posts planned this week",
    },
  ] satisfies DashboardStat[],
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
