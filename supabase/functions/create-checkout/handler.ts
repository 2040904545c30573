import { ensureCustomer } from "../_shared/billing/customers.ts";
import { upstreamFailure } from "../_shared/billing/failure.ts";
import { openCheckoutSession } from "../_shared/billing/open-checkout.ts";
import { priceForLookupKey } from "../_shared/billing/price.ts";
import { currentSubscription, subscriptionRows } from "../_shared/billing/subscription-state.ts";
import { syncSubscription } from "../_shared/billing/sync-subscription.ts";
import {
  BILLING_CATALOGUE,
  BILLING_FIELDS,
  BILLING_WORDS,
  createCheckoutRequestSchema,
} from "../_shared/contract/billing.ts";
import { isPriceId, TRIAL_OFFER } from "../_shared/contract/plans.ts";
import { getSql } from "../_shared/db.ts";
import { getEnv } from "../_shared/env.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { isOwnSiteUrl } from "../_shared/origins.ts";
import { getStripe, type Stripe } from "../_shared/stripe.ts";
import { signedInJsonRequest } from "../_shared/request.ts";

/**
 * POST /functions/v1/create-checkout  { priceId, successUrl, cancelUrl, trial? }  ->  { url }
 *
 * Starts a Stripe Checkout for one of the four plans: bought at once, or with `trial: true` as
 * the plan's free trial without a payment method (once per customer). The plan is mapped on the
 * server (the browser cannot choose an amount or any other price), the return URLs must be on our
 * own site, a customer who already pays is sent to the portal instead of a second subscription,
 * and a customer has at most one open Checkout Session (a double click or a second tab reuses or
 * replaces the first).
 */
export async function handler(req: Request): Promise<Response> {
  const request = await signedInJsonRequest(req, createCheckoutRequestSchema, BILLING_WORDS);
  if (!request.ok) return request.response;
  const { priceId, successUrl, cancelUrl, trial = false } = request.body;
  const { locale } = request;
  const messages = BILLING_CATALOGUE[locale];
  if (!isPriceId(priceId)) return errorResponse(400, messages.planNotFound);
  if (!isOwnSiteUrl(successUrl))
    return errorResponse(400, `${BILLING_FIELDS.successUrl[locale]}: ${messages.foreignUrl}`);
  if (!isOwnSiteUrl(cancelUrl))
    return errorResponse(400, `${BILLING_FIELDS.cancelUrl[locale]}: ${messages.foreignUrl}`);

  try {
    const stripe = getStripe();
    const sql = getSql();
    const price = await priceForLookupKey(stripe, priceId);
    if (!price) {
      console.error(`create-checkout: no active Stripe price with lookup key ${priceId}`);
      return errorResponse(503, messages.planUnavailable);
    }

    const customerId = await ensureCustomer(stripe, sql, request.user);
    // Fresh from Stripe, not from our rows: a webhook still on its way must not allow a second
    // subscription (double billing).
    await syncSubscription(stripe, sql, customerId);
    const rows = await subscriptionRows(sql, request.user.id);
    if (currentSubscription(rows)) return errorResponse(409, messages.alreadySubscribed);
    // One trial per customer, decided from Stripe's subscriptions just synced.
    if (trial && rows.some((row) => row.trial_end)) {
      return errorResponse(409, messages.trialUsed);
    }

    const session = await openCheckoutSession(
      stripe,
      checkoutParams({ userId: request.user.id, customerId, price, successUrl, cancelUrl, trial }),
    );
    if (!session.url) return errorResponse(502, messages.noCheckoutUrl);
    return json({ url: session.url });
  } catch (error) {
    return upstreamFailure("create-checkout", error, locale);
  }
}

interface CheckoutInput {
  userId: string;
  customerId: string;
  price: Stripe.Price;
  successUrl: string;
  cancelUrl: string;
  trial: boolean;
}

/**
 * Dutch Checkout: card and iDEAL (Stripe stores a SEPA Direct Debit mandate from the iDEAL payment
 * for the renewals), promotion codes (COMEBACK50), and the user id on the session and the
 * subscription so the webhook never has to match by e-mail. A trial collects no payment method
 * (nothing is due today) and ends by itself when none was added by its end. The plan and trial
 * flag in the session's metadata let a repeated request find this session again.
 */
export function checkoutParams(
  input: CheckoutInput,
): Stripe.Checkout.SessionCreateParams & { customer: string } {
  const automaticTax = getEnv("STRIPE_AUTOMATIC_TAX") === "true";
  const metadata = { supabase_user_id: input.userId };
  return {
    mode: "subscription",
    customer: input.customerId,
    client_reference_id: input.userId,
    metadata: {
      ...metadata,
      vindbaar_price: input.price.lookup_key ?? input.price.id,
      vindbaar_trial: String(input.trial),
    },
    subscription_data: input.trial
      ? {
          metadata,
          trial_period_days: TRIAL_OFFER.days,
          trial_settings: {
            end_behavior: { missing_payment_method: TRIAL_OFFER.endWithoutPaymentMethod },
          },
        }
      : { metadata },
    ...(input.trial ? { payment_method_collection: "if_required" as const } : {}),
    line_items: [{ price: input.price.id, quantity: 1 }],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    allow_promotion_codes: true,
    locale: "nl",
    allowed_payment_method_types: ["card", "ideal"],
    ...(automaticTax
      ? {
          automatic_tax: { enabled: true },
          // With an existing customer, Stripe Tax needs the address Checkout collects saved back.
          customer_update: { address: "auto", name: "auto" },
          billing_address_collection: "required",
          tax_id_collection: { enabled: true },
        }
      : {}),
  };
}
