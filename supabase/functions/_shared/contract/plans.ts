/**
 * Plan facts shared by the browser, the edge functions, the emulator's Stripe double and the
 * Stripe setup script (docs/decisions/009-client-server-contract.md). Money is in euro cents,
 * excluding VAT. No imports: the public pages pull this file into their bundle.
 * Dutch copy for the plans (descriptions, feature lists, button texts) lives in src/content/plans.ts.
 */
export const PLAN_IDS = ["basic", "pro", "ultimate", "power"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The logical price ids the browser sends; they are also the Stripe prices' lookup keys. */
export type PriceId = `price_${PlanId}`;

export interface PlanFacts {
  id: PlanId;
  /** Product name, as Stripe and every screen show it. */
  name: string;
  priceId: PriceId;
  /** Monthly price in euro cents, excluding VAT. */
  monthlyPriceCents: number;
  /** AI-written blog posts per subscription period. */
  blogQuota: number;
  /** Reseller branding (white label) is part of the plan. */
  whiteLabel: boolean;
  /** Most pages one site scan audits (issue 11). */
  scanPageLimit: number;
  /**
   * The full monthly report (pages to improve, keyword table, every page) and its PDF; without
   * it a scan gives the SEO checklist in the dashboard (docs/decisions/027).
   */
  monthlyReport: boolean;
  /** May create public API keys (issue 12, docs/decisions/022-public-api.md). */
  apiAccess: boolean;
  /** Short business-profile posts derived from each blog post (issue 12). */
  businessProfilePosts: boolean;
}

export const PLAN_FACTS: readonly PlanFacts[] = [
  {
    id: "basic",
    name: "Basic",
    priceId: "price_basic",
    monthlyPriceCents: 1900,
    blogQuota: 1,
    whiteLabel: false,
    scanPageLimit: 25,
    monthlyReport: false,
    apiAccess: false,
    businessProfilePosts: false,
  },
  {
    id: "pro",
    name: "Pro",
    priceId: "price_pro",
    monthlyPriceCents: 4900,
    blogQuota: 3,
    whiteLabel: false,
    scanPageLimit: 25,
    monthlyReport: false,
    apiAccess: false,
    businessProfilePosts: false,
  },
  {
    id: "ultimate",
    name: "Ultimate",
    priceId: "price_ultimate",
    monthlyPriceCents: 9900,
    blogQuota: 9,
    whiteLabel: false,
    scanPageLimit: 50,
    monthlyReport: true,
    apiAccess: true,
    businessProfilePosts: true,
  },
  {
    id: "power",
    name: "Power",
    priceId: "price_power",
    monthlyPriceCents: 19900,
    blogQuota: 30,
    whiteLabel: true,
    scanPageLimit: 50,
    monthlyReport: true,
    apiAccess: true,
    businessProfilePosts: true,
  },
];

export const CURRENCY = "eur";
/** Dutch VAT on top of the listed prices (prices exclude btw). */
export const VAT_PERCENT = 21;

/** The exit-intent offer (docs/product.md §9): 50% off the first 3 months. */
export const COMEBACK_OFFER = {
  code: "COMEBACK50",
  /** The Stripe coupon behind the promotion code. */
  couponId: "vindbaar_comeback50",
  percentOff: 50,
  durationInMonths: 3,
} as const;

/**
 * The free trial: the chosen plan itself, with that plan's quotas (its first site scan and report,
 * and the blog posts of its first period), for this many days, without a payment method. Once per
 * customer. Without a payment method it ends by itself: nothing is charged.
 */
export const TRIAL_OFFER = {
  days: 14,
  /** Stripe's `trial_settings.end_behavior.missing_payment_method`. */
  endWithoutPaymentMethod: "cancel",
} as const;

/**
 * The money-back guarantee: within this many days of a customer's first payment, the customer can
 * end the subscription at once and get that payment back in full, once per customer.
 */
export const MONEY_BACK_GUARANTEE = { days: 14 } as const;

/** "A", "A en B", "A, B en C" (or with "and" for the English legal pages). */
export function listOf(items: readonly string[], conjunction = "en"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

export const PRICE_IDS: readonly PriceId[] = PLAN_FACTS.map((plan) => plan.priceId);

export function isPriceId(value: unknown): value is PriceId {
  return typeof value === "string" && (PRICE_IDS as readonly string[]).includes(value);
}

export function planByPriceId(priceId: string | null | undefined): PlanFacts | undefined {
  return PLAN_FACTS.find((plan) => plan.priceId === priceId);
}

export function planById(id: string | null | undefined): PlanFacts | undefined {
  return PLAN_FACTS.find((plan) => plan.id === id);
}

/** Plan rank for "the highest plan wins" when a customer somehow holds two subscriptions. */
export function planRank(id: PlanId): number {
  return PLAN_IDS.indexOf(id);
}

/** What a subscription entitles to; `null` (no live subscription) entitles to nothing. */
export interface Entitlements {
  plan: PlanId | null;
  blogQuota: number;
  whiteLabel: boolean;
  apiAccess: boolean;
}

export function entitlementsFor(plan: PlanFacts | undefined | null): Entitlements {
  if (!plan) return { plan: null, blogQuota: 0, whiteLabel: false, apiAccess: false };
  return {
    plan: plan.id,
    blogQuota: plan.blogQuota,
    whiteLabel: plan.whiteLabel,
    apiAccess: plan.apiAccess,
  };
}
