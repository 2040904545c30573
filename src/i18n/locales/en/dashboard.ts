import type { Catalogue } from "../../catalogue";

export const dashboard: Catalogue["dashboard"] = {
  title: "Dashboard",
  greeting: {
    new: "Welcome, {{name}}",
    returning: "Welcome back, {{name}}",
  },
  intro: "Here is what Vindbaar has been doing for your website.",
  overviewHeading: "Overview",
  stats: {
    reports: {
      label: "SEO reports",
      detail: "reports in the last 30 days",
      empty:
        "Your first report appears a few minutes after you complete your business profile, then every month.",
    },
    keywords: {
      label: "Keywords",
      detail: "target keywords tracked",
      empty: "Add {{min}} to {{max}} target keywords in your business profile to track them.",
    },
    blogDrafts: {
      label: "Blog drafts",
      detail: "blog drafts this month",
      empty:
        "No drafts yet: your plan's monthly blog posts will be listed here as they are written.",
    },
    profilePosts: {
      label: "Business profile posts",
      detail: "posts ready to copy this month",
      empty: "No business-profile posts planned yet (part of {{plans}}).",
    },
  },
  and: "and",
  checkingPlan: "Loading your overview…",
  seoHelper: {
    heading: "SEO Helper",
    description: "Find keyword ideas and write meta descriptions for your pages in seconds.",
    cta: "Open the SEO Helper",
  },
  choosePlan: {
    heading: "Choose a plan",
    description:
      "Your account is ready. Choose a plan to get started: then you fill in your business profile and we scan your website. Cancel any month; prices per month, excluding VAT.",
    perMonth: "per month",
    popular: "Most popular",
    blogs_one: "{{count}} blog post per month",
    blogs_other: "{{count}} blog posts per month",
    choose: "Choose {{plan}}",
    trial: "Try {{days}} days free",
    trialNote: "No credit card needed",
    compare: "Compare all plans",
  },
  planDescriptions: {
    basic: "For getting started with being found.",
    pro: "More content and every page easier to find.",
    ultimate: "Full SEO support with monthly reporting.",
    power: "Maximum output, strategy and white label for agencies.",
  },
  plans: {
    heading: "Plans",
    description: "Billed monthly, no minimum term, cancel at any time.",
    perMonth: "per month",
    popular: "Most popular",
    whiteLabel: "White label included",
    blogs_one: "{{count}} AI blog post per month",
    blogs_other: "{{count}} AI blog posts per month",
    cta: "Compare all plans on the pricing page",
  },
};
