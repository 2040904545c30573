import { describe, expect, it } from "vitest";
import {
  checkoutBody,
  invoke,
  SITE,
  sessionIdOf,
  signUpCustomer,
  stripeFor,
  subscribe,
} from "./billing-support";
import { useEmulator } from "./emulator-support";

/**
 * The billing functions end to end through the emulator: the real supabase-js calls them as the
 * browser does, they use the real stripe SDK against the Stripe double, and the double's signed
 * webhooks reach stripe-webhook.
 */
const emulator = useEmulator({ autoconfirm: true });

async function rows(userId: string) {
  const result = await emulator().db.query<{
    status: string;
    price_lookup_key: string;
    cancel_at_period_end: boolean;
  }>(
    "select status, price_lookup_key, cancel_at_period_end from public.subscriptions where user_id = $1",
    [userId],
  );
  return result.rows;
}

describe("create-checkout", () => {
  it("refuses a caller without a session", async () => {
    const response = await fetch(`${emulator().url}/functions/v1/create-checkout`, {
      method: "POST",
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${emulator().anonKey}` },
      body: JSON.stringify(checkoutBody("price_pro")),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "Niet ingelogd: je sessie is verlopen of ongeldig. Log opnieuw in.",
    });
  });

  it("answers 'Dit abonnement bestaat niet' ('Plan not found' in English) for an id outside the catalogue", async () => {
    const customer = await signUpCustomer(emulator());
    for (const priceId of ["price_free", "price_1AbcDefStripeId", "PRICE_PRO", ""]) {
      expect(await invoke(customer, "create-checkout", checkoutBody(priceId))).toEqual({
        status: 400,
        body: { error: "Dit abonnement bestaat niet." },
      });
    }
  });

  it("refuses return URLs on another origin (no open redirect)", async () => {
    const customer = await signUpCustomer(emulator());
    const foreign = await invoke(customer, "create-checkout", {
      ...checkoutBody("price_pro"),
      successUrl: "https://evil.example/dashboard",
    });
    expect(foreign).toEqual({
      status: 400,
      body: { error: "Adres na betalen: het adres moet op deze website liggen." },
    });
    const cancel = await invoke(customer, "create-checkout", {
      ...checkoutBody("price_pro"),
      cancelUrl: `${SITE}@evil.example/`,
    });
    expect(cancel.status).toBe(400);
  });

  it("opens a Dutch checkout for the plan, tied to the user's own Stripe customer", async () => {
    const customer = await signUpCustomer(emulator());
    const { status, body } = await invoke(customer, "create-checkout", checkoutBody("price_pro"));
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${emulator().url}/stripe/checkout/cs_test_`));

    const stripe = stripeFor(emulator());
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(body.url as string), {
      expand: ["line_items"],
    });
    const mapped = await emulator().db.query<{ stripe_customer_id: string }>(
      "select stripe_customer_id from public.stripe_customers where user_id = $1",
      [customer.id],
    );
    expect(session).toMatchObject({
      mode: "subscription",
      customer: mapped.rows[0]?.stripe_customer_id,
      client_reference_id: customer.id,
      metadata: { supabase_user_id: customer.id },
      locale: "nl",
      allow_promotion_codes: true,
      success_url: checkoutBody("price_pro").successUrl,
      cancel_url: checkoutBody("price_pro").cancelUrl,
    });
    expect(session.line_items?.data[0]?.price?.lookup_key).toBe("price_pro");
    const stripeCustomer = await stripe.customers.retrieve(session.customer as string);
    expect(stripeCustomer).toMatchObject({
      email: customer.email,
      metadata: { supabase_user_id: customer.id },
    });
  });

  it("makes one Stripe customer for two fast clicks", async () => {
    const customer = await signUpCustomer(emulator());
    const [first, second] = await Promise.all([
      invoke(customer, "create-checkout", checkoutBody("price_basic")),
      invoke(customer, "create-checkout", checkoutBody("price_basic")),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const list = await stripeFor(emulator()).customers.list({ email: customer.email });
    expect(list.data).toHaveLength(1);
    const mapped = await emulator().db.query(
      "select stripe_customer_id from public.stripe_customers where user_id = $1",
      [customer.id],
    );
    expect(mapped.rows).toEqual([{ stripe_customer_id: list.data[0]?.id }]);
  });

  it("sends a paying customer to the portal instead of a second subscription (409)", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_basic");
    expect(await invoke(customer, "create-checkout", checkoutBody("price_power"))).toEqual({
      status: 409,
      body: {
        error: "Je hebt al een actief abonnement. Beheer het in het klantportaal.",
      },
    });
  });
});

describe("check-subscription", () => {
  it("answers not subscribed before any checkout", async () => {
    const customer = await signUpCustomer(emulator());
    expect(await invoke(customer, "check-subscription")).toEqual({
      status: 200,
      body: {
        subscribed: false,
        subscription_tier: null,
        subscription_end: null,
        cancel_at_period_end: false,
        price_id: null,
        status: null,
        trial_end: null,
        payment_method: false,
        trial_available: true,
        discount: null,
        money_back: null,
        refunds: [],
      },
    });
  });

  it("reports the paid plan and the next invoice date once the webhook arrived", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_pro");
    expect(await rows(customer.id)).toEqual([
      { status: "active", price_lookup_key: "price_pro", cancel_at_period_end: false },
    ]);
    const { status, body } = await invoke(customer, "check-subscription");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      subscribed: true,
      subscription_tier: "Pro",
      cancel_at_period_end: false,
      price_id: "price_pro",
      status: "active",
    });
    // One month on the emulator clock (28–31 days).
    const days =
      (Date.parse(body.subscription_end as string) - emulator().clock.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("heals a lost webhook: a missing row is pulled from Stripe on the next check", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_ultimate");
    await emulator().db.query("delete from public.subscriptions where user_id = $1", [customer.id]);
    await emulator().db.query(
      "update public.stripe_customers set synced_at = null where user_id = $1",
      [customer.id],
    );
    const { body } = await invoke(customer, "check-subscription");
    expect(body).toMatchObject({ subscribed: true, subscription_tier: "Ultimate" });
    expect(await rows(customer.id)).toEqual([
      { status: "active", price_lookup_key: "price_ultimate", cancel_at_period_end: false },
    ]);
  });
});

describe("customer-portal", () => {
  it("answers that there is no payment account yet ('No Stripe customer' in English) before the first checkout", async () => {
    const customer = await signUpCustomer(emulator());
    expect(await invoke(customer, "customer-portal", { returnUrl: `${SITE}/pricing` })).toEqual({
      status: 400,
      body: { error: "Er is nog geen betaalaccount voor je: kies eerst een abonnement." },
    });
  });

  it("opens the portal for the caller's own customer, returning only to our site", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_pro");
    const foreign = await invoke(customer, "customer-portal", {
      returnUrl: "https://evil.example/",
    });
    expect(foreign).toEqual({
      status: 400,
      body: { error: "Terugkeeradres: het adres moet op deze website liggen." },
    });
    const { status, body } = await invoke(customer, "customer-portal", {
      returnUrl: `${SITE}/pricing?portal_session=true`,
    });
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${emulator().url}/stripe/portal/bps_`));
  });
});

describe("the subscription's life through webhooks", () => {
  it("follows cancel at period end, then the end of the subscription", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_power");
    const stripe = stripeFor(emulator());
    const [subscription] = (
      await stripe.subscriptions.list({ customer: await customerId(customer.id) })
    ).data;
    await stripe.subscriptions.update(subscription!.id, { cancel_at_period_end: true });
    await emulator().stripe.idle();
    expect(await rows(customer.id)).toEqual([
      { status: "active", price_lookup_key: "price_power", cancel_at_period_end: true },
    ]);
    expect((await invoke(customer, "check-subscription")).body).toMatchObject({
      subscribed: true,
      cancel_at_period_end: true,
    });

    await emulator().stripe.advance(32 * 86_400);
    await emulator().stripe.idle();
    expect((await rows(customer.id))[0]?.status).toBe("canceled");
    // A month later the access token has long expired: sign in again, as the browser would.
    await customer.supabase.auth.signInWithPassword({
      email: customer.email,
      password: "geheim-wachtwoord-1",
    });
    expect((await invoke(customer, "check-subscription")).body).toMatchObject({
      subscribed: false,
      subscription_tier: null,
    });
  });

  it("follows a plan switch", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_basic");
    const stripe = stripeFor(emulator());
    const [subscription] = (
      await stripe.subscriptions.list({ customer: await customerId(customer.id) })
    ).data;
    const [power] = (await stripe.prices.list({ lookup_keys: ["price_power"] })).data;
    await stripe.subscriptions.update(subscription!.id, {
      items: [{ id: subscription!.items.data[0]!.id, price: power!.id }],
    });
    await emulator().stripe.idle();
    expect((await invoke(customer, "check-subscription")).body).toMatchObject({
      subscription_tier: "Power",
      price_id: "price_power",
    });
  });
});

async function customerId(userId: string): Promise<string> {
  const result = await emulator().db.query<{ stripe_customer_id: string }>(
    "select stripe_customer_id from public.stripe_customers where user_id = $1",
    [userId],
  );
  return result.rows[0]!.stripe_customer_id;
}
