import type { Sql } from "../db.ts";
import type { Stripe } from "../stripe.ts";

export interface FirstPayment {
  invoiceId: string;
  /** The subscription the invoice billed. */
  subscriptionId: string | null;
  paidAt: Date;
  amountCents: number;
}

const subscriptionOf = (invoice: Stripe.Invoice) => {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === "string" ? subscription : (subscription?.id ?? null);
};

/**
 * The customer's first payment, read from Stripe: the earliest paid invoice with an amount
 * (a trial's € 0 invoice is not a payment), leaving out subscriptions Vindbaar ended as
 * duplicates (their money went back already).
 */
export async function firstPayment(
  stripe: Stripe,
  sql: Sql,
  customerId: string,
): Promise<FirstPayment | null> {
  const duplicates = new Set(
    (
      await sql<{ subscription_id: string }[]>`
        select subscription_id from public.billing_refunds
        where stripe_customer_id = ${customerId} and reason = 'duplicate_subscription'`
    ).map((row) => row.subscription_id),
  );
  const invoices = await stripe.invoices
    .list({ customer: customerId, status: "paid", limit: 100 })
    .autoPagingToArray({ limit: 1000 });
  const first = invoices
    .filter((invoice) => invoice.amount_paid > 0 && !duplicates.has(subscriptionOf(invoice) ?? ""))
    .map((invoice) => ({
      invoiceId: invoice.id,
      subscriptionId: subscriptionOf(invoice),
      paidAt: new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000),
      amountCents: invoice.amount_paid,
    }))
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())[0];
  return first ?? null;
}

/**
 * Remembers the first payment on the customer's row once there is one (never overwritten), so
 * check-subscription can tell whether the money-back guarantee still applies without asking
 * Stripe. Costs one Stripe call per sync until the first payment exists.
 */
export async function rememberFirstPayment(
  stripe: Stripe,
  sql: Sql,
  customerId: string,
): Promise<void> {
  const known = await sql<{ first_payment_at: Date | null }[]>`
    select first_payment_at from public.stripe_customers where stripe_customer_id = ${customerId}`;
  if (!known[0] || known[0].first_payment_at) return;
  const first = await firstPayment(stripe, sql, customerId);
  if (!first) return;
  await sql`
    update public.stripe_customers
       set first_payment_at = ${first.paidAt}, first_payment_cents = ${first.amountCents}
     where stripe_customer_id = ${customerId} and first_payment_at is null`;
}
