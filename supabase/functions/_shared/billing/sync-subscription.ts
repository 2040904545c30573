import type { Sql } from "../db.ts";
import { isStripeError, type Stripe } from "../stripe.ts";
import { endDuplicate, splitDuplicates } from "./duplicate-subscriptions.ts";
import { rememberFirstPayment } from "./first-payment.ts";
import { detailsFromStripe, rowFromStripe } from "./subscription-row.ts";

/**
 * Pulls a customer's subscriptions from Stripe and upserts them: the one way billing state gets
 * into our database. The webhook calls it for every relevant event and check-subscription calls
 * it when its row is missing or stale, so duplicate, lost and out-of-order events all converge on
 * Stripe's current state instead of replaying payloads.
 *
 * It also enforces one live subscription per customer (a second one from another tab is ended
 * and refunded at once) and remembers the customer's first payment for the money-back guarantee.
 *
 * Returns the user the customer belongs to, or null for a customer that is not ours.
 */
export async function syncSubscription(
  stripe: Stripe,
  sql: Sql,
  customerId: string,
): Promise<string | null> {
  const userId = await ownerOf(stripe, sql, customerId);
  if (!userId) return null;

  // status "all": the default list hides canceled subscriptions, and a cancellation must reach
  // our row too. auto-paging: a customer may (rarely) hold more than one subscription. The
  // customer (its default card) and the discounts' coupons come along for the dashboard.
  const listed = await stripe.subscriptions
    .list({
      customer: customerId,
      status: "all",
      limit: 100,
      expand: ["data.customer", "data.discounts.source.coupon"],
    })
    .autoPagingToArray({ limit: 1000 });
  const subscriptions = await endDuplicates(stripe, sql, { userId, customerId }, listed);
  await rememberFirstPayment(stripe, sql, customerId);

  await sql.begin(async (tx) => {
    for (const subscription of subscriptions) {
      const row = { ...rowFromStripe(subscription, userId), ...detailsFromStripe(subscription) };
      await tx`
        insert into public.subscriptions ${tx(row)}
        on conflict (id) do update set
          user_id = excluded.user_id,
          stripe_customer_id = excluded.stripe_customer_id,
          status = excluded.status,
          price_lookup_key = excluded.price_lookup_key,
          current_period_end = excluded.current_period_end,
          cancel_at_period_end = excluded.cancel_at_period_end,
          canceled_at = excluded.canceled_at,
          ended_at = excluded.ended_at,
          trial_end = excluded.trial_end,
          has_payment_method = excluded.has_payment_method,
          discounted_amount_cents = excluded.discounted_amount_cents,
          full_amount_cents = excluded.full_amount_cents,
          discount_end = excluded.discount_end,
          synced_at = now()`;
    }
    // Remember when we looked, also for a customer without any subscription yet.
    await tx`update public.stripe_customers set synced_at = now() where stripe_customer_id = ${customerId}`;
  });
  return userId;
}

/** Ends every live subscription but the oldest; returns the list with the ended ones updated. */
async function endDuplicates(
  stripe: Stripe,
  sql: Sql,
  owner: { userId: string; customerId: string },
  subscriptions: Stripe.Subscription[],
): Promise<Stripe.Subscription[]> {
  const { kept, duplicates } = splitDuplicates(subscriptions);
  if (!kept || duplicates.length === 0) return subscriptions;
  const ended = new Map<string, Stripe.Subscription>();
  for (const duplicate of duplicates) {
    ended.set(duplicate.id, await endDuplicate(stripe, sql, { ...owner, duplicate, kept }));
  }
  return subscriptions.map((subscription) => ended.get(subscription.id) ?? subscription);
}

/**
 * The user behind a Stripe customer: our private map first, then the customer's metadata (set by
 * create-checkout), which also repairs a missing map row. Never the e-mail address.
 */
async function ownerOf(stripe: Stripe, sql: Sql, customerId: string): Promise<string | null> {
  const mapped = await sql<{ user_id: string }[]>`
    select user_id from public.stripe_customers where stripe_customer_id = ${customerId}`;
  if (mapped[0]) return mapped[0].user_id;

  // A customer Stripe does not know (a made-up id, another account's) belongs to nobody here.
  const customer = await stripe.customers.retrieve(customerId).catch((error: unknown) => {
    if (isStripeError(error) && error.code === "resource_missing") return null;
    throw error;
  });
  if (!customer || customer.deleted) return null;
  const userId = customer.metadata?.supabase_user_id;
  if (!userId) return null;
  const users = await sql`select 1 from auth.users where id = ${userId}::uuid`.catch(() => []);
  if (users.length === 0) return null;
  await sql`
    insert into public.stripe_customers (user_id, stripe_customer_id)
    values (${userId}::uuid, ${customerId})
    on conflict do nothing`;
  return userId;
}
