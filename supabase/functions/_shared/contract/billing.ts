/**
 * Request and response shapes of the billing functions (create-checkout, check-subscription,
 * customer-portal), shared by the browser's API modules and the handlers.
 */
import { z } from "zod";
import { catalogue } from "./catalogue.ts";
import { MONEY_BACK_GUARANTEE, PRICE_IDS, type PriceId } from "./plans.ts";

/** Longest URL we accept from the browser; far above any real page address. */
export const MAX_URL_LENGTH = 2048;

/**
 * The billing functions' messages. 'Plan not found', 'No checkout URL returned' and 'No portal
 * URL returned' are the product's own English texts behind the failure toasts; Dutch is the
 * default (BILLING_ERRORS, which the browser matches its refusals against).
 */
export const BILLING_CATALOGUE = catalogue({
  nl: {
    planNotFound: "Dit abonnement bestaat niet.",
    planUnavailable: "Dit abonnement is nu niet te koop. Probeer het later opnieuw.",
    noCheckoutUrl: "De betaalpagina kon niet worden geopend (geen adres ontvangen).",
    noPortalUrl: "Het klantportaal kon niet worden geopend (geen adres ontvangen).",
    noCustomer: "Er is nog geen betaalaccount voor je: kies eerst een abonnement.",
    alreadySubscribed: "Je hebt al een actief abonnement. Beheer het in het klantportaal.",
    foreignUrl: "het adres moet op deze website liggen.",
    urlMissing: "vul een adres in.",
    urlTooLong: `het adres is te lang (hooguit ${MAX_URL_LENGTH} tekens).`,
    trialFlag: "kies true of false.",
    flow: "kies payment_method_update.",
    confirm: "bevestig het verzoek (true).",
    trialUsed: "Je hebt je gratis proefperiode al gebruikt.",
    moneyBackUsed: "Je hebt de geld-terug-garantie al gebruikt.",
    moneyBackExpired: `De geld-terug-garantie geldt alleen binnen ${MONEY_BACK_GUARANTEE.days} dagen na je eerste betaling.`,
    noPaymentToRefund: "Er is geen betaling om terug te storten.",
    noLiveSubscription: "Je hebt geen actief abonnement.",
  },
  en: {
    planNotFound: "Plan not found",
    planUnavailable: "This plan cannot be bought right now, please try again later",
    noCheckoutUrl: "No checkout URL returned",
    noPortalUrl: "No portal URL returned",
    noCustomer: "No Stripe customer",
    alreadySubscribed: "You already have an active subscription. Manage it in the customer portal.",
    foreignUrl: "URL must be on this site's own origin",
    urlMissing: "is required",
    urlTooLong: `is too long (at most ${MAX_URL_LENGTH} characters)`,
    trialFlag: "must be true or false",
    flow: "must be payment_method_update",
    confirm: "must be true",
    trialUsed: "You have already used your free trial",
    moneyBackUsed: "The money-back guarantee has already been used",
    moneyBackExpired: `The money-back guarantee only applies within ${MONEY_BACK_GUARANTEE.days} days of your first payment`,
    noPaymentToRefund: "There is no payment to refund",
    noLiveSubscription: "You have no active subscription",
  },
});
export const BILLING_ERRORS = BILLING_CATALOGUE.nl;

/** The billing bodies' fields, as the customer would name them (the browser fills them itself). */
export const BILLING_FIELDS = {
  priceId: { nl: "Abonnement", en: "Plan" },
  successUrl: { nl: "Adres na betalen", en: "successUrl" },
  cancelUrl: { nl: "Adres na annuleren", en: "cancelUrl" },
  returnUrl: { nl: "Terugkeeradres", en: "returnUrl" },
  trial: { nl: "Proefperiode", en: "trial" },
  flow: { nl: "Portaalstap", en: "flow" },
  confirm: { nl: "Bevestiging", en: "confirm" },
} as const;

/** What the billing functions validate their bodies with: these fields and messages. */
export const BILLING_WORDS = { fields: BILLING_FIELDS, catalogues: [BILLING_CATALOGUE] };

const url = () =>
  z
    .string({ error: BILLING_ERRORS.urlMissing })
    .min(1, { error: BILLING_ERRORS.urlMissing })
    .max(MAX_URL_LENGTH, { error: BILLING_ERRORS.urlTooLong });

/**
 * POST /functions/v1/create-checkout. `priceId` is checked against the catalogue by the handler,
 * which answers exactly `{ "error": "Plan not found" }` for an unknown id (docs/product.md §5).
 */
export const createCheckoutRequestSchema = z.object({
  priceId: z
    .string({ error: BILLING_ERRORS.planNotFound })
    .max(100, { error: BILLING_ERRORS.planNotFound }),
  successUrl: url(),
  cancelUrl: url(),
  /** Start the plan's free trial (no payment method) instead of buying it at once. */
  trial: z.boolean({ error: BILLING_ERRORS.trialFlag }).optional(),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

/** Portal deep links: `payment_method_update` opens straight at adding a payment method. */
export const PORTAL_FLOWS = ["payment_method_update"] as const;

/** POST /functions/v1/customer-portal. */
export const customerPortalRequestSchema = z.object({
  returnUrl: url(),
  flow: z.enum(PORTAL_FLOWS, { error: BILLING_ERRORS.flow }).optional(),
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
  confirm: z.literal(true, { error: BILLING_ERRORS.confirm }),
});
export type MoneyBackRequest = z.infer<typeof moneyBackRequestSchema>;

export const moneyBackResponseSchema = z.object({
  refunded_cents: z.number().int().nonnegative(),
});
export type MoneyBackResponse = z.infer<typeof moneyBackResponseSchema>;

/** Every function's error body. */
export const errorBodySchema = z.object({ error: z.string() });
