import type { Sql } from "../db.ts";
import { isPriceId } from "../contract/plans.ts";
import type { Stripe } from "../stripe.ts";
import { refundInvoice } from "./refund-invoice.ts";

/** Statuses in which a subscription can still bill the customer. */
const BILLING_STATUSES: ReadonlySet<string> = new Set([
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "paused",
]);

/**
 * A customer never keeps more than one live subscription: the oldest stays, every newer one is a
 * duplicate (two tabs paid). Stripe lists newest first, so for equal `created` seconds a later
 * position in the list is the older subscription.
 */
export function splitDuplicates(subscriptions: readonly Stripe.Subscription[]): {
  kept: Stripe.Subscription | undefined;
  duplicates: Stripe.Subscription[];
} {
  const live = subscriptions
    .map((subscription, position) => ({ subscription, position }))
    .filter(({ subscription }) => BILLING_STATUSES.has(subscription.status))
    .sort((a, b) => a.subscription.created - b.subscription.created || b.position - a.position)
    .map(({ subscription }) => subscription);
  return { kept: live[0], duplicates: live.slice(1) };
}

export interface DuplicateInput {
  userId: string;
  customerId: string;
  duplicate: Stripe.Subscription;
  kept: Stripe.Subscription;
}

/**
 * Ends a duplicate subscription at once, refunds everything paid for it in full and records it
 * for the customer's dashboard. Every step is idempotent, so the webhook and check-subscription
 * may both get here for the same duplicate. Returns the ended subscription.
 */
export async function endDuplicate(
  stripe: Stripe,
  sql: Sql,
  input: DuplicateInput,
): Promise<Stripe.Subscription> {
  const { duplicate } = input;
  const ended = await stripe.subscriptions.cancel(
    duplicate.id,
    {
      cancellation_details: {
        comment: `Second live subscription next to ${input.kept.id}: ended at once, refunded in full`,
      },
      invoice_now: false,
      prorate: false,
    },
    { idempotencyKey: `vindbaar-duplicate-cancel-${duplicate.id}` },
  );
  const invoices = await stripe.invoices
    .list({ subscription: duplicate.id, status: "paid", limit: 100 })
    .autoPagingToArray({ limit: 100 });
  let refunded = 0;
  for (const invoice of invoices) {
    if (invoice.amount_paid <= 0) continue;
    refunded += await refundInvoice(stripe, invoice.id, {
      reason: "duplicate",
      metadata: { supabase_user_id: input.userId, vindbaar_refund: "duplicate_subscription" },
      idempotencyPrefix: "vindbaar-duplicate-refund",
    });
  }
  const lookupKey = duplicate.items.data[0]?.price.lookup_key ?? null;
  await sql`
    insert into public.billing_refunds
      (user_id, stripe_customer_id, subscription_id, reason, price_lookup_key, amount_cents)
    values (${input.userId}::uuid, ${input.customerId}, ${duplicate.id}, 'duplicate_subscription',
            ${isPriceId(lookupKey) ? lookupKey : null}, ${refunded})
    on conflict (reason, subscription_id) do update set amount_cents = excluded.amount_cents`;
  console.warn(
    `billing: ended duplicate subscription ${duplicate.id} of ${input.customerId} (kept ${input.kept.id}), refunded ${refunded} cents`,
  );
  return ended;
}
