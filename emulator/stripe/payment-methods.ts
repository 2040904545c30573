import { now, type StripeContext } from "./context.ts";
import { changedFields, emitEvent } from "./events.ts";
import { newId } from "./ids.ts";
import type { CustomerObject, PaymentMethodObject, SubscriptionObject } from "./types.ts";

export const TEST_CARD_OK = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";

export const normalizeCard = (card: string) => card.replace(/[\s-]/g, "");

export type CardProblem = "card_declined" | "invalid_card";

/** Why a typed test card cannot be used, with the Dutch text the hosted pages show. */
export function cardProblem(card: string): { reason: CardProblem; message: string } | null {
  const number = normalizeCard(card);
  if (number === TEST_CARD_OK) return null;
  if (number === TEST_CARD_DECLINED) {
    return {
      reason: "card_declined",
      message: "Je kaart is geweigerd. Probeer een andere kaart.",
    };
  }
  return {
    reason: "invalid_card",
    message: "Dit kaartnummer is ongeldig. Gebruik de testkaart 4242 4242 4242 4242.",
  };
}

/**
 * A card payment method attached to the customer, as Checkout and the portal leave behind
 * (`payment_method.attached`). Only the accepted test card gets this far.
 */
export async function attachCard(
  ctx: StripeContext,
  customer: string,
  card: string,
): Promise<PaymentMethodObject> {
  const created = now(ctx);
  const method: PaymentMethodObject = {
    id: newId("pm", 24),
    object: "payment_method",
    allow_redisplay: "always",
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: "visa",
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: "visa",
      exp_month: 12,
      exp_year: new Date(created * 1000).getUTCFullYear() + 3,
      funding: "credit",
      last4: normalizeCard(card).slice(-4),
    },
    created,
    customer,
    livemode: false,
    metadata: {},
    type: "card",
  };
  await ctx.store.insert(method);
  await emitEvent(ctx, "payment_method.attached", method);
  return method;
}

/** Makes a payment method the customer's default for invoices (`customer.updated`). */
export async function setDefaultPaymentMethod(
  ctx: StripeContext,
  customer: CustomerObject,
  paymentMethod: string,
): Promise<CustomerObject> {
  const after: CustomerObject = {
    ...customer,
    invoice_settings: { ...customer.invoice_settings, default_payment_method: paymentMethod },
  };
  await ctx.store.update(after);
  await emitEvent(ctx, "customer.updated", after, changedFields(customer, after));
  return after;
}

/** What an invoice of this subscription would be charged to: its own method, else the customer's. */
export async function chargeablePaymentMethod(
  ctx: StripeContext,
  subscription: SubscriptionObject,
): Promise<string | null> {
  if (subscription.default_payment_method) return subscription.default_payment_method;
  const customer = await ctx.store.get<CustomerObject>(subscription.customer, "customer");
  return customer?.invoice_settings?.default_payment_method ?? null;
}
