import { beforeAll, describe, expect, it, vi } from "vitest";
import { STRIPE_CHECK_INTERVAL_SECONDS } from "../../supabase/functions/_shared/billing/subscription-state.ts";
import {
  checkoutBody,
  invoke,
  sessionIdOf,
  signUpCustomer,
  stripeCustomerOf,
  stripeFor,
  subscribe,
  type Customer,
} from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 60_000 });

/**
 * A checkout whose webhook never arrives (Stripe down for us, an endpoint misconfigured): the
 * paying customer must not wait for a periodic re-sync. check-subscription and the entitlement
 * check (API keys, the public API, content …) ask Stripe at once when the customer has a Stripe
 * customer id but no subscription that entitles, at most once per customer every few seconds.
 */
const emulator = useEmulator({ autoconfirm: true });

/** Stripe stops reaching us: the seeded endpoint (stripe-webhook) is disabled, as in the Dashboard. */
async function loseWebhooks(enabled: boolean) {
  const stripe = stripeFor(emulator());
  const { data } = await stripe.webhookEndpoints.list();
  for (const endpoint of data) {
    await stripe.webhookEndpoints.update(endpoint.id, { disabled: !enabled });
  }
}

/** Checkout paid on the double's page while no webhook reaches the app. */
async function payWithoutWebhook(customer: Customer, priceId: string) {
  const checkout = await invoke(customer, "create-checkout", checkoutBody(priceId));
  expect(checkout.status).toBe(200);
  const sessionId = sessionIdOf(checkout.body.url as string);
  const before = emulator().stripe.deliveries().length;
  await emulator().stripe.completeCheckout(sessionId);
  await emulator().stripe.idle();
  // Nothing was delivered: our database knows nothing of the payment.
  expect(emulator().stripe.deliveries().length).toBe(before);
  const rows = await emulator().db.query(
    "select id from public.subscriptions where user_id = $1 and status = 'active'",
    [customer.id],
  );
  expect(rows.rows).toEqual([]);
}

async function publicApi(key: string) {
  const response = await fetch(`${emulator().url}/functions/v1/api/v1/reports`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Time passes for the customer's last look at Stripe (the database's clock decides it). */
async function secondsPass(customer: Customer, seconds: number) {
  await emulator().db.query(
    `update public.stripe_customers set stripe_checked_at = stripe_checked_at - make_interval(secs => $2)
     where user_id = $1`,
    [customer.id, seconds],
  );
}

describe("a paid checkout whose webhook was lost", () => {
  beforeAll(async () => {
    await loseWebhooks(false);
  });

  it("is a subscription at once: check-subscription asks Stripe and stores the row", async () => {
    const customer = await signUpCustomer(emulator(), "heal-new");
    await payWithoutWebhook(customer, "price_ultimate");

    const answer = await invoke(customer, "check-subscription");
    expect(answer).toMatchObject({
      status: 200,
      body: { subscribed: true, subscription_tier: "Ultimate", status: "active" },
    });
    const stored = await emulator().db.query(
      "select status, price_lookup_key from public.subscriptions where user_id = $1",
      [customer.id],
    );
    expect(stored.rows).toEqual([{ status: "active", price_lookup_key: "price_ultimate" }]);
    // The entitlement check reads the healed row: the customer can make an API key now.
    expect(await invoke(customer, "api-keys", { name: "Direct" })).toMatchObject({ status: 201 });
  });

  it("lets the customer's API key work at once when they subscribe again", async () => {
    const customer = await signUpCustomer(emulator(), "heal-returning");
    await loseWebhooks(true);
    await subscribe(emulator(), customer, "price_ultimate");
    const created = await invoke(customer, "api-keys", { name: "Script" });
    expect(created.status).toBe(201);
    const key = created.body.key as string;
    expect((await publicApi(key)).status).toBe(200);

    // The subscription ends (delivered), and the key stops working.
    const stripe = stripeFor(emulator());
    const { data } = await stripe.subscriptions.list({
      customer: await stripeCustomerOf(emulator(), customer.id),
    });
    await stripe.subscriptions.cancel(data[0]!.id);
    await emulator().stripe.idle();
    expect(await publicApi(key)).toMatchObject({
      status: 403,
      body: { code: "subscription_ended" },
    });

    // A new checkout, whose webhook is lost: the very next API call heals and is served.
    await loseWebhooks(false);
    await payWithoutWebhook(customer, "price_ultimate");
    // Filling in the checkout page took longer than the few seconds between looks at Stripe.
    await secondsPass(customer, STRIPE_CHECK_INTERVAL_SECONDS);
    expect(await publicApi(key)).toMatchObject({ status: 200 });
    expect(await invoke(customer, "check-subscription")).toMatchObject({
      status: 200,
      body: { subscribed: true, subscription_tier: "Ultimate" },
    });
  });

  it("asks Stripe at most once per customer every few seconds", async () => {
    const customer = await signUpCustomer(emulator(), "heal-memo");
    const checkout = await invoke(customer, "create-checkout", checkoutBody("price_pro"));
    const sessionId = sessionIdOf(checkout.body.url as string);
    // Not paid yet: Stripe is asked and has nothing.
    expect(await invoke(customer, "check-subscription")).toMatchObject({
      body: { subscribed: false },
    });

    await emulator().stripe.completeCheckout(sessionId);
    await emulator().stripe.idle();
    // Asked a moment ago: the stored state answers, Stripe is not asked again yet.
    expect(await invoke(customer, "check-subscription")).toMatchObject({
      body: { subscribed: false },
    });
    await secondsPass(customer, STRIPE_CHECK_INTERVAL_SECONDS);
    expect(await invoke(customer, "check-subscription")).toMatchObject({
      body: { subscribed: true, subscription_tier: "Pro" },
    });
  });
});
