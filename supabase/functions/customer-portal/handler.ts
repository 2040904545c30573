import { storedCustomer } from "../_shared/billing/customers.ts";
import { upstreamFailure } from "../_shared/billing/failure.ts";
import {
  BILLING_CATALOGUE,
  BILLING_FIELDS,
  BILLING_WORDS,
  customerPortalRequestSchema,
} from "../_shared/contract/billing.ts";
import { getSql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { isOwnSiteUrl } from "../_shared/origins.ts";
import { getStripe } from "../_shared/stripe.ts";
import { signedInJsonRequest } from "../_shared/request.ts";

/**
 * POST /functions/v1/customer-portal  { returnUrl, flow? }  ->  { url }
 *
 * Opens Stripe's customer portal (change plan, cancel at period end, payment method, invoices)
 * for the caller's own Stripe customer; `flow: "payment_method_update"` opens it at adding a
 * payment method (during a trial). The customer comes from our private map, never from the
 * request.
 */
export async function handler(req: Request): Promise<Response> {
  const request = await signedInJsonRequest(req, customerPortalRequestSchema, BILLING_WORDS);
  if (!request.ok) return request.response;
  const { locale } = request;
  const messages = BILLING_CATALOGUE[locale];
  if (!isOwnSiteUrl(request.body.returnUrl)) {
    return errorResponse(400, `${BILLING_FIELDS.returnUrl[locale]}: ${messages.foreignUrl}`);
  }

  try {
    const customer = await storedCustomer(getSql(), request.user.id);
    if (!customer) return errorResponse(400, messages.noCustomer);
    const session = await getStripe().billingPortal.sessions.create({
      customer: customer.stripe_customer_id,
      return_url: request.body.returnUrl,
      locale: "nl",
      ...(request.body.flow ? { flow_data: { type: request.body.flow } } : {}),
    });
    if (!session.url) return errorResponse(502, messages.noPortalUrl);
    return json({ url: session.url });
  } catch (error) {
    return upstreamFailure("customer-portal", error, locale);
  }
}
