import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useEmulator } from "./emulator-support.ts";
import { dropSeededEndpoint, hosted, stripeClient } from "./stripe-double-support.ts";

/**
 * Free trials in the Stripe double: Checkout in trial mode without a payment method, the € 0
 * trial invoice, `trial_will_end`, and the end of the trial with or without a card.
 */
const emulator = useEmulator();
let stripe: Stripe;
const APP = "http://localhost:5173";
const DAY = 24 * 60 * 60;

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

beforeAll(async () => {
  stripe = stripeClient(emulator());
  await dropSeededEndpoint(stripe, emulator());
});

async function trialSession(
  email: string,
  missing: "cancel" | "create_invoice" | "pause" = "cancel",
) {
  const customer = await stripe.customers.create({ email });
  const price = (await stripe.prices.list({ lookup_keys: ["price_pro"] })).data[0];
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    payment_method_collection: "if_required",
    subscription_data: {
      trial_period_days: 14,
      trial_settings: { end_behavior: { missing_payment_method: missing } },
    },
    success_url: `${APP}/dashboard?trial_started=true`,
    cancel_url: `${APP}/pricing`,
  });
  return { customer, session };
}

async function eventsFor(objectId: string, type: string) {
  const events = await stripe.events.list({ type, limit: 100 });
  return events.data.filter((e) => (e.data.object as { id: string }).id === objectId);
}

describe("Stripe double: trials", () => {
  it("starts a trial on a page without a card field and a € 0 invoice", async () => {
    const { customer, session } = await trialSession("proef@example.com");
    expect(session).toMatchObject({
      payment_method_collection: "if_required",
      amount_total: 0,
      status: "open",
    });
    const page = await hosted(session.url!);
    expect(page.text).toContain("Probeer Vindbaar Pro 14 dagen gratis");
    expect(page.text).toContain("14 dagen gratis, daarna € 49,00 per maand");
    expect(page.text).toContain('Totaal vandaag</dt><dd class="total">€ 0,00');
    expect(page.text).not.toContain('name="card"');
    expect(page.text).toMatch(/<button[^>]*>Proefperiode starten<\/button>/);

    const started = await hosted(session.url!, { action: "pay" });
    expect(started.status).toBe(303);
    expect(started.location).toBe(`${APP}/dashboard?trial_started=true`);

    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: "complete", payment_status: "no_payment_required" });
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string);
    expect(subscription).toMatchObject({
      status: "trialing",
      default_payment_method: null,
      trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
    });
    expect(subscription.trial_end! - subscription.trial_start!).toBe(14 * DAY);
    expect(subscription.items.data[0].current_period_end).toBe(subscription.trial_end);
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((i) => [i.status, i.amount_paid, i.billing_reason])).toEqual([
      ["paid", 0, "subscription_create"],
    ]);
    expect((await stripe.paymentIntents.list({ customer: customer.id })).data).toEqual([]);
  });

  it("announces the end three days before and cancels a trial without a card", async () => {
    const { session } = await trialSession("stopt@example.com");
    const { session: done } = await emulator().stripe.completeCheckout(session.id);
    const id = done.subscription as string;
    const trialEnd = (await stripe.subscriptions.retrieve(id)).trial_end!;

    await emulator().stripe.advanceTo(trialEnd - 4 * DAY);
    expect(await eventsFor(id, "customer.subscription.trial_will_end")).toHaveLength(0);
    await emulator().stripe.advanceTo(trialEnd - 3 * DAY + 60);
    expect(await eventsFor(id, "customer.subscription.trial_will_end")).toHaveLength(1);
    await emulator().stripe.advanceTo(trialEnd - DAY);
    expect(await eventsFor(id, "customer.subscription.trial_will_end")).toHaveLength(1);

    await emulator().stripe.advanceTo(trialEnd + 60);
    const ended = await stripe.subscriptions.retrieve(id);
    expect(ended).toMatchObject({ status: "canceled", ended_at: trialEnd });
    expect(await eventsFor(id, "customer.subscription.deleted")).toHaveLength(1);
  });

  it("continues a trial into a paid month once the portal saved a card", async () => {
    const { customer, session } = await trialSession("blijft@example.com");
    const { session: done } = await emulator().stripe.completeCheckout(session.id);
    const id = done.subscription as string;

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${APP}/dashboard`,
      flow_data: { type: "payment_method_update" },
    });
    expect(portal.flow?.type).toBe("payment_method_update");
    const before = await hosted(portal.url);
    expect(before.text).toContain("Je hebt nog geen betaalmethode.");
    expect(before.text).toMatch(/Proefperiode tot \d+ \w+ \d{4}\. Voeg een betaalmethode toe/);
    const declined = await hosted(portal.url, {
      action: "payment_method",
      card: "4000000000000002",
    });
    expect(declined.text).toContain(
      '<p role="alert">Je kaart is geweigerd. Probeer een andere kaart.</p>',
    );
    const saved = await hosted(portal.url, { action: "payment_method", card: "4242424242424242" });
    expect(saved.status).toBe(303);
    expect((await hosted(`${emulator().url}${saved.location}`)).text).toContain(
      "Betaalmethode: VISA •••• 4242",
    );
    const updated = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(updated.invoice_settings.default_payment_method).toMatch(/^pm_/);

    const trialEnd = (await stripe.subscriptions.retrieve(id)).trial_end!;
    await emulator().stripe.advanceTo(trialEnd + 60);
    const active = await stripe.subscriptions.retrieve(id);
    expect(active.status).toBe("active");
    expect(active.items.data[0].current_period_start).toBe(trialEnd);
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((i) => [i.status, i.amount_paid, i.billing_reason])).toEqual([
      ["paid", 5929, "subscription_cycle"],
      ["paid", 0, "subscription_create"],
    ]);
    const updates = await eventsFor(id, "customer.subscription.updated");
    expect(updates.at(-1)?.data.previous_attributes).toMatchObject({ status: "trialing" });
  });

  it("refuses a trial_period_days below 1", async () => {
    const price = (await stripe.prices.list({ lookup_keys: ["price_pro"] })).data[0];
    const error = await stripe.checkout.sessions
      .create({
        mode: "subscription",
        customer_email: "nul@example.com",
        line_items: [{ price: price.id, quantity: 1 }],
        subscription_data: { trial_period_days: 0 },
        success_url: `${APP}/dashboard`,
      })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect((error as Stripe.errors.StripeError).param).toBe("subscription_data[trial_period_days]");
  });
});
