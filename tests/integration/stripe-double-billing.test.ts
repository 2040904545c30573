import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useEmulator } from "./emulator-support.ts";
import { dropSeededEndpoint, hosted, stripeClient } from "./stripe-double-support.ts";

const emulator = useEmulator();
let stripe: Stripe;
const APP = "http://localhost:5173";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

beforeAll(async () => {
  stripe = stripeClient(emulator());
  await dropSeededEndpoint(stripe, emulator());
});

/** A paying customer on `lookupKey`, through Checkout. */
async function subscribe(lookupKey: string, promotionCode?: string) {
  const price = (await stripe.prices.list({ lookup_keys: [lookupKey] })).data[0];
  const customer = await stripe.customers.create({ email: `klant-${Date.now()}@example.com` });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    allow_promotion_codes: true,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: `${APP}/ok`,
  });
  const { session: done } = await emulator().stripe.completeCheckout(session.id, { promotionCode });
  return {
    customer,
    subscription: await stripe.subscriptions.retrieve(done.subscription as string),
  };
}

async function eventsFor(objectId: string, type: string) {
  const events = await stripe.events.list({ type, limit: 100 });
  return events.data.filter((e) => (e.data.object as { id: string }).id === objectId);
}

const periodEnd = (s: Stripe.Subscription) => s.items.data[0].current_period_end;

describe("Stripe double: portal", () => {
  it("rejects an unknown customer with 404", async () => {
    const error = await stripe.billingPortal.sessions
      .create({ customer: "cus_unknown", return_url: `${APP}/account` })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(404);
    expect((error as Stripe.errors.StripeError).code).toBe("resource_missing");
  });

  it("shows the plan, cancels at period end, undoes it and switches plans", async () => {
    const { customer, subscription } = await subscribe("price_pro");
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${APP}/account`,
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal).toMatchObject({
      object: "billing_portal.session",
      customer: customer.id,
      livemode: false,
    });
    expect(portal.url).toBe(`${emulator().url}/stripe/portal/${portal.id}`);

    const page = await hosted(portal.url);
    expect(page.text).toContain("Huidig abonnement: Pro");
    expect(page.text).toContain("€ 49,00 per maand");
    const nextDate = new Intl.DateTimeFormat("nl-NL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Amsterdam",
    }).format(new Date(periodEnd(subscription) * 1000));
    expect(page.text).toContain(`Volgende factuur op ${nextDate}`);
    expect(page.text).toMatch(/<button[^>]*>Abonnement opzeggen<\/button>/);
    expect(page.text).toContain("Overstappen naar Ultimate (€ 99,00 per maand)");
    expect(page.text).toMatch(/<td>[^<]+<\/td><td>€ 59,29<\/td><td>Betaald<\/td>/);
    expect(page.text).toContain(`<a href="${APP}/account">Terug naar Vindbaar</a>`);

    const cancel = await hosted(portal.url, { action: "cancel", subscription: subscription.id });
    expect(cancel.status).toBe(303);
    expect(cancel.location).toBe(`/stripe/portal/${portal.id}?done=cancel`);
    const cancelled = await stripe.subscriptions.retrieve(subscription.id);
    expect(cancelled.cancel_at_period_end).toBe(true);
    expect(cancelled.cancel_at).toBe(periodEnd(subscription));
    expect(cancelled.status).toBe("active");
    const after = await hosted(`${portal.url}?done=cancel`);
    expect(after.text).toContain(`eindigt op ${nextDate}`);
    expect(after.text).toMatch(/<button[^>]*>Opzegging intrekken<\/button>/);
    const updates = await eventsFor(subscription.id, "customer.subscription.updated");
    expect(updates[0].data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });

    const bogus = await hosted(portal.url, {
      action: "switch",
      subscription: subscription.id,
      price: "price_bogus",
    });
    expect(bogus.status).toBe(400);
    expect(bogus.text).toContain("Dat lukte niet");

    await hosted(portal.url, { action: "undo", subscription: subscription.id });
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);

    const ultimate = (await stripe.prices.list({ lookup_keys: ["price_ultimate"] })).data[0];
    const switched = await hosted(portal.url, {
      action: "switch",
      subscription: subscription.id,
      price: ultimate.id,
    });
    expect(switched.status).toBe(303);
    const onUltimate = await stripe.subscriptions.retrieve(subscription.id);
    expect(onUltimate.items.data[0].price.lookup_key).toBe("price_ultimate");
    const switchEvents = await eventsFor(subscription.id, "customer.subscription.updated");
    expect(switchEvents[0].data.object).toMatchObject({ id: subscription.id });
    expect(
      (
        switchEvents[0].data.previous_attributes as {
          items: Stripe.ApiList<Stripe.SubscriptionItem>;
        }
      ).items.data[0].price.lookup_key,
    ).toBe("price_pro");
  });

  it("switches the price through the API", async () => {
    const { subscription } = await subscribe("price_basic");
    const power = (await stripe.prices.list({ lookup_keys: ["price_power"] })).data[0];
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0].id, price: power.id }],
      proration_behavior: "create_prorations",
      metadata: { changed: "yes" },
    });
    expect(updated.items.data[0].price.id).toBe(power.id);
    expect(updated.items.data[0].id).toBe(subscription.items.data[0].id);
    expect(updated.metadata).toEqual({ changed: "yes" });
    const bad = await stripe.subscriptions
      .update(subscription.id, { items: [{ id: "si_nope", price: power.id }] })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect((bad as Stripe.errors.StripeError).code).toBe("resource_missing");
  });
});

describe("Stripe double: billing clock", () => {
  it("renews at the period end and counts the COMEBACK50 months down", async () => {
    const { customer, subscription } = await subscribe("price_pro", "COMEBACK50");
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id });
    expect((await hosted(portal.url)).text).toContain("€ 29,65 (incl. btw, met 50% korting)");
    let current = subscription;
    for (let month = 1; month <= 3; month++) {
      const processed = await emulator().stripe.advanceTo(periodEnd(current) + 60);
      expect(processed).toBeGreaterThanOrEqual(1);
      const renewed = await stripe.subscriptions.retrieve(subscription.id);
      expect(renewed.items.data[0].current_period_start).toBe(periodEnd(current));
      expect(renewed.status).toBe("active");
      current = renewed;
    }
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((i) => i.total)).toEqual([5929, 2965, 2965, 2965]);
    expect(invoices.data.map((i) => i.status)).toEqual(["paid", "paid", "paid", "paid"]);
    expect(current.discounts).toEqual([]);
    const later = await hosted(portal.url);
    expect(later.text).toMatch(/Volgende factuur op [^:]+: € 59,29 \(incl\. btw\)/);
    expect(current.latest_invoice).toBe(invoices.data[0].id);
    const paid = await eventsFor(invoices.data[0].id, "invoice.paid");
    expect(paid).toHaveLength(1);
  });

  it("ends a subscription cancelled at period end", async () => {
    const { customer, subscription } = await subscribe("price_basic");
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await emulator().stripe.advanceTo(periodEnd(subscription) + 1);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe("canceled");
    expect(ended.ended_at).toBe(periodEnd(subscription));
    expect(ended.canceled_at).not.toBeNull();
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    const all = await stripe.subscriptions.list({ customer: customer.id, status: "all" });
    expect(all.data.map((s) => s.id)).toEqual([subscription.id]);
    expect(await eventsFor(subscription.id, "customer.subscription.deleted")).toHaveLength(1);
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it("marks a failing customer past_due with an open invoice", async () => {
    const { customer, subscription } = await subscribe("price_pro");
    const hook = await fetch(
      `${emulator().url}/stripe/_test/customers/${customer.id}/fail_payments`,
      {
        method: "POST",
        body: JSON.stringify({ fail: true }),
      },
    );
    expect(hook.status).toBe(200);
    const advance = await fetch(`${emulator().url}/stripe/_test/advance`, {
      method: "POST",
      body: JSON.stringify({ seconds: periodEnd(subscription) - emulator().stripe.now() + 5 }),
    });
    expect(advance.status).toBe(200);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe("past_due");
    const open = await stripe.invoices.list({ customer: customer.id, status: "open" });
    expect(open.data).toHaveLength(1);
    expect(open.data[0]).toMatchObject({ amount_due: 5929, amount_paid: 0, status: "open" });
    expect(await eventsFor(open.data[0].id, "invoice.payment_failed")).toHaveLength(1);
    expect(
      (await stripe.subscriptions.list({ customer: customer.id, status: "past_due" })).data,
    ).toHaveLength(1);
  });

  it("cancels immediately on DELETE", async () => {
    const { subscription } = await subscribe("price_basic");
    const cancelled = await stripe.subscriptions.cancel(subscription.id);
    expect(cancelled.status).toBe("canceled");
    expect(cancelled.ended_at).toBe(emulator().stripe.now());
    expect(await eventsFor(subscription.id, "customer.subscription.deleted")).toHaveLength(1);
  });
});
