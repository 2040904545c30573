import { now, type StripeContext } from "./context.ts";
import { changedFields, emitEvent } from "./events.ts";
import { newId } from "./ids.ts";
import type {
  ChargeObject,
  InvoiceObject,
  InvoicePaymentObject,
  PaymentIntentObject,
  RefundObject,
} from "./types.ts";

/**
 * The money behind a paid invoice, in the current API shape: a succeeded PaymentIntent, its
 * charge, and the invoice payment that links the invoice to them (invoices no longer carry
 * `charge`/`payment_intent` since 2025-03-31.basil). Refunds need these.
 */
export async function recordInvoicePayment(
  ctx: StripeContext,
  invoice: InvoiceObject,
  paymentMethod: string | null,
) {
  const created = now(ctx);
  const intentId = newId("pi", 24);
  const charge: ChargeObject = {
    id: newId("ch", 24),
    object: "charge",
    amount: invoice.amount_paid,
    amount_captured: invoice.amount_paid,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null },
    captured: true,
    created,
    currency: invoice.currency,
    customer: invoice.customer,
    description: "Subscription creation",
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: intentId,
    payment_method: paymentMethod,
    receipt_url: null,
    refunded: false,
    status: "succeeded",
  };
  const intent: PaymentIntentObject = {
    id: intentId,
    object: "payment_intent",
    amount: invoice.amount_paid,
    amount_capturable: 0,
    amount_received: invoice.amount_paid,
    canceled_at: null,
    capture_method: "automatic",
    created,
    currency: invoice.currency,
    customer: invoice.customer,
    description: charge.description,
    latest_charge: charge.id,
    livemode: false,
    metadata: {},
    payment_method: paymentMethod,
    payment_method_types: ["card"],
    status: "succeeded",
  };
  const invoicePayment: InvoicePaymentObject = {
    id: newId("inpay", 24),
    object: "invoice_payment",
    amount_paid: invoice.amount_paid,
    amount_requested: invoice.amount_paid,
    created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: "payment_intent", payment_intent: intentId },
    status: "paid",
    status_transitions: { canceled_at: null, paid_at: created },
  };
  await ctx.store.insert(intent);
  await ctx.store.insert(charge);
  await ctx.store.insert(invoicePayment);
  return {
    intent,
    charge,
    invoicePayment,
    /** The payment's events, sent where Stripe sends them: before `invoice.paid`. */
    emit: async () => {
      await emitEvent(ctx, "charge.succeeded", charge);
      await emitEvent(ctx, "payment_intent.succeeded", intent);
    },
  };
}

export interface RefundInput {
  charge: ChargeObject;
  /** Cents; the whole unrefunded rest when absent. */
  amount: number;
  reason: string | null;
  metadata: Record<string, string>;
}

/** Refunds (part of) a charge: a succeeded refund, `charge.refunded` and `refund.created`. */
export async function refundCharge(ctx: StripeContext, input: RefundInput): Promise<RefundObject> {
  const { charge } = input;
  const refund: RefundObject = {
    id: newId("re", 24),
    object: "refund",
    amount: input.amount,
    balance_transaction: null,
    charge: charge.id,
    created: now(ctx),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: { card: { type: "refund" }, type: "card" },
    metadata: input.metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method ?? null,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
  await ctx.store.insert(refund);
  const refunded = charge.amount_refunded + input.amount;
  const after: ChargeObject = {
    ...charge,
    amount_refunded: refunded,
    refunded: refunded >= charge.amount,
  };
  await ctx.store.update(after);
  await emitEvent(ctx, "charge.refunded", after, changedFields(charge, after));
  await emitEvent(ctx, "refund.created", refund);
  return refund;
}
