/**
 * Request and response shapes of the billing functions (create-checkout, check-subscription,
 * customer-portal), shared by the browser's API modules and the handlers.
 */
import { z } from "zod";
import { MONEY_BACK_GUARANTEE, PRICE_IDS, type PriceId } from "./plans.ts";

/** Longest URL we accept from the browser; far above any real page address. */
export const MAX_URL_LENGTH = 2048;

const url = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .min(1, { error: `${field} is required` })
    .max(MAX_URL_LENGTH, { error: `${field} is too long` });

/**
 * POST /functions/v1/create-checkout. `priceId` is checked against the catalogue by the handler,
 * which answers exactly `{ "error": "Plan not found" }` for an unknown id (docs/product.md §5).
 */
export const createCheckoutRequestSchema = z.object({
  priceId: z.string({ error: "priceId must be a string" }).max(100, { error: "Plan not found" }),
  successUrl: url("successUrl"),
  cancelUrl: url("cancelUrl"),
  /** Start the plan's free trial (no payment method) instead of buying it at once. */
  trial: z.boolean({ error: "trial must be true or false" }).optional(),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

/** Portal deep links: `payment_method_update` opens straight at adding a payment method. */
export const PORTAL_FLOWS = ["payment_method_update"] as const;

/** POST /functions/v1/customer-portal. */
export const customerPortalRequestSchema = z.object({
  returnUrl: url("returnUrl"),
  flow: z.enum(PORTAL_FLOWS, { error: "flow must be payment_method_update" }).optional(),
});
export type CustomerPortalRequest = z.infer<typeof customerPortalRequestSchema>;

/** create-checkout and customer-portal both answer with the Stripe page to open. */
export const redirectResponseSchema = z.object({ url: z.string().url() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that grant the plan's features. past_due keeps access while Stripe retries payment. */
export const ENTITLED_STATUSES: readonly SubscriptionStatus[] = ["active", "trialing", "past_due"];

/** Why Vindbaar refunded a payment on its own initiative or on the customer's request. */
export const REFUND_REASONS = ["duplicate_subscription", "money_back"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

const priceIdSchema = z.enum(PRICE_IDS as [PriceId, ...PriceId[]]);

/** A refund the customer should hear about (shown on the dashboard for a while). */
export const billingRefundSchema = z.object({
  reason: z.enum(REFUND_REASONS),
  /** The plan of the subscription that was ended. */
  price_id: priceIdSchema.nullable(),
  /** What was paid back, in euro cents (incl. btw); 0 when nothing had been paid yet. */
  amount_cents: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type BillingRefund = z.infer<typeof billingRefundSchema>;

/** A discount on the live subscription (COMEBACK50): the price per period until `until`. */
export const subscriptionDiscountSchema = z.object({
  /** Per period, excluding btw, while the discount lasts. */
  amount_cents: z.number().int().nonnegative(),
  /** Per period, excluding btw, once it ends. */
  full_amount_cents: z.number().int().nonnegative(),
  /** When the discount stops applying (ISO 8601); null for a discount that never ends. */
  until: z.string().nullable(),
});
export type SubscriptionDiscount = z.infer<typeof subscriptionDiscountSchema>;

/** POST or GET /functions/v1/check-subscription (no body). */
export const checkSubscriptionResponseSchema = z.object({
  subscribed: z.boolean(),
  /** The plan's name ('Pro'), null without a live subscription. */
  subscription_tier: z.string().nullable(),
  /** End of the current period (ISO 8601): the next invoice date, or the end date when cancelling. */
  subscription_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  price_id: priceIdSchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  // The fields below were added later; the function always sends them, older answers (and test
  // doubles written before them) may lack them, which reads as "none".
  /** End of the free trial (ISO 8601) while the subscription is trialing. */
  trial_end: z.string().nullable().optional(),
  /** A payment method is on file for the live subscription (the trial continues into a paid month). */
  payment_method: z.boolean().optional(),
  /** The customer may still start a free trial (never had one). */
  trial_available: z.boolean().optional(),
  discount: subscriptionDiscountSchema.nullable().optional(),
  /** The money-back guarantee can be claimed until `until` for `amount_cents`. */
  money_back: z
    .object({ until: z.string(), amount_cents: z.number().int().nonnegative() })
    .nullable()
    .optional(),
  /** Refunds of the last days the dashboard tells the customer about. */
  refunds: z.array(billingRefundSchema).optional(),
});
export type CheckSubscriptionResponse = z.infer<typeof checkSubscriptionResponseSchema>;

export const NOT_SUBSCRIBED: CheckSubscriptionResponse = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  cancel_at_period_end: false,
  price_id: null,
  status: null,
};

/**
 * POST /functions/v1/money-back  { confirm: true }  ->  { refunded_cents }
 * The customer confirmed in a dialog; the explicit flag keeps an empty or replayed body from
 * ending a subscription.
 */
export const moneyBackRequestSchema = z.object({
  confirm: z.literal(true, { error: "confirm must be true" }),
});
export type MoneyBackRequest = z.infer<typeof moneyBackRequestSchema>;

export const moneyBackResponseSchema = z.object({
  refunded_cents: z.number().int().nonnegative(),
});
export type MoneyBackResponse = z.infer<typeof moneyBackResponseSchema>;

/** Every function's error body. */
export const errorBodySchema = z.object({ error: z.string() });

/** Messages the browser maps to the spec's toasts (docs/product.md §5, §8). */
export const BILLING_ERRORS = {
  planNotFound: "Plan not found",
  noCheckoutUrl: "No checkout URL returned",
  noPortalUrl: "No portal URL returned",
  noCustomer: "No Stripe customer",
  alreadySubscribed: "You already have an active subscription. Manage it in the customer portal.",
  foreignUrl: "URL must be on this site's own origin",
  trialUsed: "You have already used your free trial",
  moneyBackUsed: "The money-back guarantee has already been used",
  moneyBackExpired: `The money-back guarantee only applies within ${MONEY_BACK_GUARANTEE.days} days of your first payment`,
  noPaymentToRefund: "There is no payment to refund",
  noLiveSubscription: "You have no active subscription",
} as const;
