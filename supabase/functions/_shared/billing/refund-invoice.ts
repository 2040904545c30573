import { isStripeError, type Stripe } from "../stripe.ts";

export interface RefundOptions {
  reason: "duplicate" | "requested_by_customer";
  metadata: Record<string, string>;
  /** Idempotency keys are `<prefix>-<payment id>`: a retry never refunds twice. */
  idempotencyPrefix: string;
}

/**
 * Refunds every paid payment of an invoice in full and returns the amount paid back. A payment
 * that was already refunded in full (an earlier attempt, a concurrent call) counts as paid back:
 * Stripe answers `charge_already_refunded` and nothing more happens.
 */
export async function refundInvoice(
  stripe: Stripe,
  invoiceId: string,
  options: RefundOptions,
): Promise<number> {
  const payments = await stripe.invoicePayments
    .list({ invoice: invoiceId, status: "paid", limit: 100 })
    .autoPagingToArray({ limit: 100 });
  let refunded = 0;
  for (const payment of payments) {
    const target = refundTarget(payment.payment);
    if (!target) continue;
    try {
      await stripe.refunds.create(
        { ...target, reason: options.reason, metadata: options.metadata },
        {
          idempotencyKey: `${options.idempotencyPrefix}-${target.payment_intent ?? target.charge}`,
        },
      );
    } catch (error) {
      if (!(isStripeError(error) && error.code === "charge_already_refunded")) throw error;
    }
    refunded += payment.amount_paid ?? 0;
  }
  return refunded;
}

const idOf = (value: string | { id: string } | undefined) =>
  typeof value === "string" ? value : value?.id;

function refundTarget(
  payment: Stripe.InvoicePayment.Payment,
): { payment_intent?: string; charge?: string } | null {
  const intent = idOf(payment.payment_intent);
  if (intent) return { payment_intent: intent };
  const charge = idOf(payment.charge);
  return charge ? { charge } : null;
}
