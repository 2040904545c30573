import { ensureCustomer } from "../_shared/billing/customers.ts";
import { upstreamFailure } from "../_shared/billing/failure.ts";
import { priceForLookupKey } from "../_shared/billing/price.ts";
import { currentSubscription, subscriptionRows } from "../_shared/billing/subscription-state.ts";
import { syncSubscription } from "../_shared/billing/sync-subscription.ts";
import { BILLING_ERRORS, createCheckoutRequestSchema } from "../_shared/contract/billing.ts";
import { isPriceId } from "../_shared/contract/plans.ts";
import { getSql } from "../_shared/db.ts";
import { getEnv } from "../_shared/env.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { isOwnSiteUrl } from "../_shared/origins.ts";
import { getStripe, type Stripe } from "../_shared/stripe.ts";
import { signedInJsonRequest } from "../_shared/request.ts";

/**
 * POST /functions/v1/create-checkout  { priceId, successUrl, cancelUrl }  ->  { url }
 *
 * Starts a Stripe Checkout for one of the four plans. The plan is mapped on the server (the
 * browser cannot choose an amount or any other price), the return URLs must be on our own site,
 * and a customer who already pays is sent to the portal instead of a second subscription.
 */
export async function handler(req: Request): Promise<Response> {
  const request = await signedInJsonRequest(req, createCheckoutRequestSchema);
  if (!request.ok) return request.response;
  const { priceId, successUrl, cancelUrl } = request.body;
  if (!isPriceId(priceId)) return errorResponse(400, BILLING_ERRORS.planNotFound);
  if (!isOwnSiteUrl(successUrl))
    return errorResponse(400, `successUrl: ${BILLING_ERRORS.foreignUrl}`);
  if (!isOwnSiteUrl(cancelUrl))
    return errorResponse(400, `cancelUrl: ${BILLING_ERRORS.foreignUrl}`);

  try {
    const stripe = getStripe();
    const sql = getSql();
    const price = await priceForLookupKey(stripe, priceId);
    if (!price) {
      console.error(`create-checkout: no active Stripe price with lookup key ${priceId}`);
      return errorResponse(503, "This plan cannot be bought right now, please try again later");
    }

    const customerId = await ensureCustomer(stripe, sql, request.user);
    // Fresh from Stripe, not from our rows: a webhook still on its way must not allow a second
    // subscription (double billing).
    await syncSubscription(stripe, sql, customerId);
    if (currentSubscription(await subscriptionRows(sql, request.user.id))) {
      return errorResponse(409, BILLING_ERRORS.alreadySubscribed);
    }

    const session = await stripe.checkout.sessions.create(
      checkoutParams({ userId: request.user.id, customerId, price, successUrl, cancelUrl }),
    );
    if (!session.url) return errorResponse(502, BILLING_ERRORS.noCheckoutUrl);
    return json({ url: session.url });
  } catch (error) {
    return upstreamFailure("create-checkout", error);
  }
}

interface CheckoutInput {
  userId: string;
  customerId: string;
  price: Stripe.Price;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Dutch Checkout: card and iDEAL (Stripe stores a SEPA Direct Debit mandate from the iDEAL payment
 * for the renewals), promotion codes (COMEBACK50), and the user id on the session and the
 * subscription so the webhook never has to match by e-mail.
 */
export function checkoutParams(input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const automaticTax = getEnv("STRIPE_AUTOMATIC_TAX") === "true";
  return {
    mode: "subscription",
    customer: input.customerId,
    client_reference_id: input.userId,
    metadata: { supabase_user_id: input.userId },
    subscription_data: { metadata: { supabase_user_id: input.userId } },
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
