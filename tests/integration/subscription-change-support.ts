import type Stripe from "stripe";
import type { Emulator } from "../../emulator/index.ts";
import { stripeFor, type Customer } from "./billing-support.ts";
import { TEST_PASSWORD } from "./emulator-support.ts";

/** The customer's Stripe subscription, read from the double with the real SDK. */
export async function stripeSubscriptionOf(
  emulator: Emulator,
  userId: string,
): Promise<Stripe.Subscription> {
  const { rows } = await emulator.db.query<{ stripe_customer_id: string }>(
    "select stripe_customer_id from public.stripe_customers where user_id = $1",
    [userId],
  );
  const list = await stripeFor(emulator).subscriptions.list({
    customer: rows[0]!.stripe_customer_id,
  });
  return list.data[0]!;
}

/** Switches the plan as the portal does (the price of the one item), webhooks delivered. */
export async function switchPlan(emulator: Emulator, userId: string, lookupKey: string) {
  const stripe = stripeFor(emulator);
  const subscription = await stripeSubscriptionOf(emulator, userId);
  const [price] = (await stripe.prices.list({ lookup_keys: [lookupKey] })).data;
  await stripe.subscriptions.update(subscription.id, {
    items: [{ id: subscription.items.data[0]!.id, price: price!.id }],
  });
  await emulator.stripe.idle();
}

/**
 * Cancels at the period's end and lets the period pass on the double's clock. A month later the
 * access token has long expired, so the customer signs in again, as the browser would.
 */
export async function endSubscription(emulator: Emulator, customer: Customer) {
  const subscription = await stripeSubscriptionOf(emulator, customer.id);
  await stripeFor(emulator).subscriptions.update(subscription.id, { cancel_at_period_end: true });
  await emulator.stripe.advance(32 * 86_400);
  await emulator.stripe.idle();
  await customer.supabase.auth.signInWithPassword({
    email: customer.email,
    password: TEST_PASSWORD,
  });
}
