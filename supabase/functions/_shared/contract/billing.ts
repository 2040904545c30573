/**
 * Request and response shapes of the billing functions (create-checkout, check-subscription,
 * customer-portal), shared by the browser's API modules and the handlers.
 */
import { z } from "zod";
import { PRICE_IDS, type PriceId } from "./plans.ts";

/** Longest URL we accept from the browser; far above any real page address. */
export const MAX_URL_LENGTH = 2048;

const url = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .min(1, { error: `${field} is required` })
    .max(MAX_URL_LENGTH, { error: `${field} is too long` });

/**
 * POST /functions/v1/create-checkout. `priceId` is checked against the catalogue by the handler,
 * which answers exactly `{ "error": "Plan not found" }` for an unknown id (spec §5).
 */
export const createCheckoutRequestSchema = z.object({
  priceId: z.string({ error: "priceId must be a string" }).max(100, { error: "Plan not found" }),
  /** The free trial instead of buying at once (the plan choice carries it through sign-up). */
  trial: z.boolean({ error: "trial must be true or false" }).optional(),
  successUrl: url("successUrl"),
  cancelUrl: url("cancelUrl"),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

/** POST /functions/v1/customer-portal. */
export const customerPortalRequestSchema = z.object({
  returnUrl: url("returnUrl"),
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

/** POST or GET /functions/v1/check-subscription (no body). */
export const checkSubscriptionResponseSchema = z.object({
  subscribed: z.boolean(),
  /** The plan's name ('Pro'), null without a live subscription. */
  subscription_tier: z.string().nullable(),
  /** End of the current period (ISO 8601): the next invoice date, or the end date when cancelling. */
  subscription_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  price_id: z.enum(PRICE_IDS as [PriceId, ...PriceId[]]).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
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

/** Every function's error body. */
export const errorBodySchema = z.object({ error: z.string() });

/** Messages the browser maps to the spec's toasts (spec §5, §8). */
export const BILLING_ERRORS = {
  planNotFound: "Plan not found",
  noCheckoutUrl: "No checkout URL returned",
  noPortalUrl: "No portal URL returned",
  noCustomer: "No Stripe customer",
  alreadySubscribed: "You already have an active subscription. Manage it in the customer portal.",
  foreignUrl: "URL must be on this site's own origin",
} as const;
