import { upstreamFailure } from "../_shared/billing/failure.ts";
import { SYNC_EVENTS } from "../_shared/billing/sync-events.ts";
import { syncSubscription } from "../_shared/billing/sync-subscription.ts";
import { getSql } from "../_shared/db.ts";
import { getEnv } from "../_shared/env.ts";
import { errorResponse, json, methodNotAllowed } from "../_shared/http.ts";
import { cryptoProvider, getStripe, Stripe } from "../_shared/stripe.ts";
import { asStripeEvent } from "./event-body.ts";
import { SIGNATURE_TOLERANCE_SECONDS, signedAt, signedWithinTolerance } from "./signature-time.ts";

/**
 * POST /functions/v1/stripe-webhook — called by Stripe, not by the browser (verify_jwt = false;
 * the Stripe-Signature header is the only credential).
 *
 * Every relevant event triggers syncSubscription(customer), which re-reads Stripe's current state,
 * so the order and number of deliveries do not matter. The event id is recorded after a
 * successful sync: a duplicate is acknowledged without work, a failed sync answers 5xx and Stripe
 * retries. Unknown event types are acknowledged (a 4xx would make Stripe disable the endpoint),
 * and so are events for a customer that is not ours (logged): retrying cannot change that, and
 * Stripe would retry for days.
 *
 * A signature outside the tolerance in either direction, or a signed body that is not a Stripe
 * event, is refused with 400.
 */
export async function handler(req: Request): Promise<Response> {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const secret = getEnv("STRIPE_WEBHOOK_SECRET");
  if (!secret) {
    console.error("stripe-webhook: STRIPE_WEBHOOK_SECRET is not set");
    return errorResponse(503, "Webhook not configured");
  }
  const signature = req.headers.get("Stripe-Signature");
  if (!signature) return errorResponse(400, "Missing Stripe-Signature header");

  const payload = await req.text();
  const stripe = getStripe();
  let body: unknown;
  try {
    body = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      cryptoProvider,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      return signatureRefused(signature);
    }
    // Signed by someone with our secret, but not an event: the SDK could not parse it.
    return errorResponse(400, error instanceof SyntaxError ? NOT_JSON : NOT_AN_EVENT);
  }
  // The SDK checks only that a signature is not too old.
  if (!signedWithinTolerance(signature)) return signatureRefused(signature);
  const event = asStripeEvent(body);
  if (!event) return errorResponse(400, NOT_AN_EVENT);

  try {
    const sql = getSql();
    const seen = await sql`select 1 from public.stripe_events where id = ${event.id}`;
    if (seen.length > 0) return json({ received: true, duplicate: true });

    const customerId = SYNC_EVENTS.has(event.type) ? customerOf(event) : null;
    if (customerId && !(await syncSubscription(stripe, sql, customerId))) {
      console.warn(
        `stripe-webhook ${event.type} ${event.id}: customer ${customerId} is not ours; acknowledged`,
      );
    }

    await sql`
      insert into public.stripe_events (id, type, created_at)
      values (${event.id}, ${event.type}, to_timestamp(${event.created}))
      on conflict (id) do nothing`;
    return json({ received: true });
  } catch (error) {
    return upstreamFailure(`stripe-webhook ${event.type} ${event.id}`, error, "en");
  }
}

const NOT_JSON = "Webhook body is not JSON";
const NOT_AN_EVENT = "Webhook body is not a Stripe event";

/** 400 for a signature that does not match, or is too old or too far ahead of our clock. */
function signatureRefused(signature: string): Response {
  return errorResponse(
    400,
    signedAt(signature) !== null && !signedWithinTolerance(signature)
      ? "Stripe-Signature timestamp outside the tolerance zone"
      : "Invalid Stripe-Signature",
  );
}

/**
 * The customer an event concerns: the customer itself, or the one that checkout sessions,
 * subscriptions, invoices, charges and payment methods carry.
 */
function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as {
    id?: string;
    object?: string;
    customer?: string | { id: string } | null;
  };
  if (object.object === "customer") return object.id ?? null;
  const customer = object.customer;
  if (!customer) return null;
  return typeof customer === "string" ? customer : customer.id;
}
