import { describe, expect, it, vi } from "vitest";
import {
  checkoutBody,
  invoke,
  SITE,
  sessionIdOf,
  signInAgain,
  signUpCustomer,
  stripeCustomerOf,
  stripeFor,
  subscribe,
} from "./billing-support";
import { useEmulator } from "./emulator-support";
import { hosted } from "./stripe-double-support";

/**
 * The 14-day free trial without a payment method, end to end: create-checkout in trial mode, the
 * double's Checkout without a card field, check-subscription during the trial, one trial per
 * customer, `trial_will_end`, and the end of the trial with and without a card.
 */
const emulator = useEmulator({ autoconfirm: true });
vi.setConfig({ testTimeout: 30_000 });
const DAY = 24 * 60 * 60;

const trialBody = (priceId: string) => ({ ...checkoutBody(priceId), trial: true });

async function trialEnd(userId: string): Promise<number> {
  const customer = await stripeCustomerOf(emulator(), userId);
  const [subscription] = (await stripeFor(emulator()).subscriptions.list({ customer })).data;
  return subscription!.trial_end!;
}

describe("create-checkout with trial: true", () => {
  it("opens Checkout in trial mode: no card field, 'Proefperiode starten'", async () => {
    const customer = await signUpCustomer(emulator());
    const { status, body } = await invoke(customer, "create-checkout", trialBody("price_pro"));
    expect(status).toBe(200);
    const session = await stripeFor(emulator()).checkout.sessions.retrieve(
      sessionIdOf(body.url as string),
    );
    expect(session).toMatchObject({
      payment_method_collection: "if_required",
      amount_total: 0,
      metadata: {
        supabase_user_id: customer.id,
        vindbaar_price: "price_pro",
        vindbaar_trial: "true",
      },
    });
    const page = await hosted(body.url as string);
    expect(page.text).toContain("Probeer Vindbaar Pro 14 dagen gratis");
    expect(page.text).not.toContain('name="card"');
    expect(page.text).toMatch(/<button[^>]*>Proefperiode starten<\/button>/);
  });

  it("buying at once still asks for a card, as before", async () => {
    const customer = await signUpCustomer(emulator());
    const { body } = await invoke(customer, "create-checkout", checkoutBody("price_pro"));
    const page = await hosted(body.url as string);
    expect(page.text).toContain('<label for="card">Kaartnummer</label>');
    expect(page.text).toMatch(/<button[^>]*>Abonneren<\/button>/);
    const session = await stripeFor(emulator()).checkout.sessions.retrieve(
      sessionIdOf(body.url as string),
    );
    expect(session.payment_method_collection).toBe("always");
  });

  it("answers a trial with the plan, the days left and no payment method yet", async () => {
    const customer = await signUpCustomer(emulator());
    expect((await invoke(customer, "check-subscription")).body).toMatchObject({
      subscribed: false,
      trial_available: true,
    });
    await subscribe(emulator(), customer, "price_pro", { trial: true });
    const { body } = await invoke(customer, "check-subscription");
    expect(body).toMatchObject({
      subscribed: true,
      subscription_tier: "Pro",
      price_id: "price_pro",
      status: "trialing",
      payment_method: false,
      trial_available: false,
      money_back: null,
    });
    const days = (Date.parse(body.trial_end as string) - emulator().clock.now()) / (DAY * 1000);
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(body.subscription_end).toBe(body.trial_end);
  });
});

describe("the end of a trial", () => {
  it("announces it, then ends a trial without a card; a second trial is refused", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_basic", { trial: true });
    const end = await trialEnd(customer.id);

    await emulator().stripe.advanceTo(end - 2 * DAY);
    await emulator().stripe.idle();
    const warned = emulator()
      .stripe.deliveries()
      .filter((d) => d.type === "customer.subscription.trial_will_end");
    expect(warned.at(-1)).toMatchObject({ ok: true, status: 200 });

    await emulator().stripe.advanceTo(end + 60);
    await emulator().stripe.idle();
    await signInAgain(customer);
    expect((await invoke(customer, "check-subscription")).body).toMatchObject({
      subscribed: false,
      status: null,
      trial_available: false,
    });
    const rows = await emulator().db.query<{ status: string }>(
      "select status from public.subscriptions where user_id = $1",
      [customer.id],
    );
    expect(rows.rows).toEqual([{ status: "canceled" }]);

    expect(await invoke(customer, "create-checkout", trialBody("price_pro"))).toEqual({
      status: 409,
      body: { error: "Je hebt je gratis proefperiode al gebruikt." },
    });
    expect((await invoke(customer, "create-checkout", checkoutBody("price_pro"))).status).toBe(200);
  });

  it("continues into a paid month once a payment method was added in the portal", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_pro", { trial: true });
    const portal = await invoke(customer, "customer-portal", {
      returnUrl: `${SITE}/dashboard`,
      flow: "payment_method_update",
    });
    expect(portal.status).toBe(200);
    const page = await hosted(portal.body.url as string);
    expect(page.text.indexOf("Betaalmethode toevoegen")).toBeLessThan(
      page.text.indexOf("Huidig abonnement"),
    );
    await hosted(portal.body.url as string, {
      action: "payment_method",
      card: "4242 4242 4242 4242",
    });
    await emulator().stripe.idle();
    expect((await invoke(customer, "check-subscription")).body).toMatchObject({
      status: "trialing",
      payment_method: true,
    });
    const end = await trialEnd(customer.id);
    await emulator().stripe.advanceTo(end + 60);
    await emulator().stripe.idle();
    await signInAgain(customer);
    expect((await invoke(customer, "check-subscription")).body).toMatchObject({
      subscribed: true,
      status: "active",
      trial_end: null,
      payment_method: true,
    });
  });

  it("refuses a trial flag that is not a boolean", async () => {
    const customer = await signUpCustomer(emulator());
    expect(
      await invoke(customer, "create-checkout", { ...checkoutBody("price_pro"), trial: "yes" }),
    ).toEqual({ status: 400, body: { error: "Proefperiode: kies true of false." } });
  });
});
