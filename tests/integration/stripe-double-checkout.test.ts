import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useEmulator } from "./emulator-support.ts";
import { hosted, stripeClient } from "./stripe-double-support.ts";

const emulator = useEmulator();
let stripe: Stripe;
const APP = "http://localhost:5173";

vi.setConfig({ testTimeout: 20_000, hookTimeout: 120_000 });

beforeAll(async () => {
  stripe = stripeClient(emulator());
});

/** Same day next month, clamped to the month's last day (Stripe's billing anchor). */
function sameDayNextMonth(seconds: number): string {
  const start = new Date(seconds * 1000);
  const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 2, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(start.getUTCMonth() + 1);
  end.setUTCDate(Math.min(start.getUTCDate(), last));
  return end.toISOString();
}

async function priceId(lookupKey: string): Promise<string> {
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey] });
  return prices.data[0].id;
}

async function newSession(lookupKey = "price_pro", email = `koper-${Date.now()}@example.com`) {
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer_email: email,
    line_items: [{ price: await priceId(lookupKey), quantity: 1 }],
    client_reference_id: "user-42",
    metadata: { supabase_user_id: "user-42" },
    subscription_data: { metadata: { supabase_user_id: "user-42" } },
    allow_promotion_codes: true,
    success_url: `${APP}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${APP}/prijzen`,
    locale: "nl",
    automatic_tax: { enabled: true },
    billing_address_collection: "auto",
    tax_id_collection: { enabled: true },
  });
}

describe("Stripe double: hosted checkout", () => {
  it("creates an open session whose url is the local page", async () => {
    const session = await newSession();
    expect(session.id).toMatch(/^cs_test_[0-9A-Za-z]+$/);
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      mode: "subscription",
      customer: null,
      subscription: null,
      client_reference_id: "user-42",
      success_url: `${APP}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      livemode: false,
    });
    expect(session.url).toBe(`${emulator().url}/stripe/checkout/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
  });

  it("shows the plan, price, btw and total, declines 0002 and subscribes with 4242", async () => {
    const email = `betaler-${Date.now()}@example.com`;
    const session = await newSession("price_pro", email);
    const page = await hosted(session.url!);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Abonneren op Vindbaar Pro");
    expect(page.text).toContain("€ 49,00 per maand");
    expect(page.text).toContain("Btw (21%)</dt><dd>€ 10,29");
    expect(page.text).toContain('Totaal vandaag</dt><dd class="total">€ 59,29');
    expect(page.text).toContain('<label for="card">Kaartnummer</label>');
    expect(page.text).toContain('<label for="promotion_code">Kortingscode</label>');
    expect(page.text).toMatch(/<button[^>]*>Abonneren<\/button>/);
    expect(page.text).toContain(`<a href="${APP}/prijzen">Terug</a>`);

    const declined = await hosted(session.url!, {
      card: "4000 0000 0000 0002",
      promotion_code: "",
      action: "pay",
    });
    // The page itself answers 200 and shows the decline, like Stripe's hosted page.
    expect(declined.status).toBe(200);
    expect(declined.text).toContain(
      '<p role="alert">Je kaart is geweigerd. Probeer een andere kaart.</p>',
    );
    expect(declined.text).toMatch(/<button[^>]*>Abonneren<\/button>/);
    expect((await stripe.customers.list({ email })).data).toEqual([]);

    const invalid = await hosted(session.url!, { card: "1234", action: "pay" });
    expect(invalid.text).toContain(
      '<p role="alert">Dit kaartnummer is ongeldig. Gebruik de testkaart 4242 4242 4242 4242.</p>',
    );

    const paid = await hosted(session.url!, { card: "4242424242424242", action: "pay" });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${APP}/dashboard?checkout=success&session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["subscription", "customer", "line_items"],
    });
    expect(done.status).toBe("complete");
    expect(done.payment_status).toBe("paid");
    const customer = done.customer as Stripe.Customer;
    expect(customer.email).toBe(email);
    expect(done.line_items?.data[0].price?.lookup_key).toBe("price_pro");
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.status).toBe("active");
    expect(subscription.customer).toBe(customer.id);
    expect(subscription.metadata).toEqual({ supabase_user_id: "user-42" });
    const item = subscription.items.data[0];
    expect(item.price.lookup_key).toBe("price_pro");
    expect(item.current_period_start).toBe(subscription.start_date);
    expect(new Date(item.current_period_end * 1000).toISOString()).toBe(
      sameDayNextMonth(item.current_period_start),
    );
    expect("current_period_end" in subscription).toBe(false);

    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({
      id: subscription.latest_invoice,
      status: "paid",
      currency: "eur",
      subtotal: 4900,
      total_excluding_tax: 4900,
      total: 5929,
      amount_due: 5929,
      amount_paid: 5929,
    });
    expect(invoices.data[0].total_taxes?.[0].amount).toBe(1029);

    const closed = await hosted(session.url!);
    expect(closed.text).toContain("Deze betaling is al afgerond");
    expect(closed.text).toContain(
      `href="${APP}/dashboard?checkout=success&amp;session_id=${session.id}"`,
    );
  });

  it("applies COMEBACK50 on the page and halves the first invoice", async () => {
    const session = await newSession("price_pro");
    const applied = await hosted(session.url!, {
      card: "",
      promotion_code: "COMEBACK50",
      action: "apply",
    });
    expect(applied.text).toContain("Korting COMEBACK50 (50%, 3 maanden)</dt><dd>−€ 24,50");
    expect(applied.text).toContain('Totaal vandaag</dt><dd class="total">€ 29,65');
    expect(applied.text).toContain('value="COMEBACK50"');

    const declined = await hosted(session.url!, {
      card: "4000000000000002",
      promotion_code: "COMEBACK50",
      action: "pay",
    });
    expect(declined.text).toContain('role="alert"');
    expect(declined.text).toContain(
      'id="promotion_code" name="promotion_code" autocomplete="off" value="COMEBACK50"',
    );

    const wrongCode = await hosted(session.url!, {
      card: "",
      promotion_code: "NIETS",
      action: "apply",
    });
    expect(wrongCode.text).toContain(
      '<p role="alert">Deze kortingscode is ongeldig of verlopen.</p>',
    );

    const paid = await hosted(session.url!, {
      card: "4242 4242 4242 4242",
      promotion_code: "COMEBACK50",
      action: "pay",
    });
    expect(paid.status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string, {
      expand: ["latest_invoice", "items.data.price.product"],
    });
    expect(subscription.discounts).toHaveLength(1);
    expect((subscription.items.data[0].price.product as Stripe.Product).name).toBe("Pro");
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      subtotal: 4900,
      total_excluding_tax: 2450,
      total: 2965,
      amount_paid: 2965,
    });
    expect(invoice.total_discount_amounts).toEqual([
      { amount: 2450, discount: subscription.discounts[0] },
    ]);
  });

  it("applies a promotion code given at creation without a code field", async () => {
    const promo = (await stripe.promotionCodes.list({ code: "COMEBACK50" })).data[0];
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer_email: `vooraf-${Date.now()}@example.com`,
      line_items: [{ price: await priceId("price_basic"), quantity: 1 }],
      discounts: [{ promotion_code: promo.id }],
      success_url: `${APP}/ok`,
    });
    const page = await hosted(session.url!);
    expect(page.text).not.toContain("Kortingscode</label>");
    expect(page.text).toContain('Totaal vandaag</dt><dd class="total">€ 11,50');
    const { session: done } = await emulator().stripe.completeCheckout(session.id);
    const invoice = await stripe.invoices.retrieve(done.invoice as string);
    expect(invoice.total).toBe(1150);
    const both = await stripe.checkout.sessions
      .create({
        mode: "subscription",
        customer_email: "x@example.com",
        line_items: [{ price: await priceId("price_basic"), quantity: 1 }],
        discounts: [{ promotion_code: promo.id }],
        allow_promotion_codes: true,
        success_url: `${APP}/ok`,
      })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect((both as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it("completes through the test hook and reuses an existing customer", async () => {
    const customer = await stripe.customers.create({ email: `vast-${Date.now()}@example.com` });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: await priceId("price_basic"), quantity: 1 }],
      success_url: `${APP}/ok?id={CHECKOUT_SESSION_ID}`,
    });
    const declined = await fetch(`${emulator().url}/stripe/_test/checkout/${session.id}/complete`, {
      method: "POST",
      body: JSON.stringify({ card: "4000000000000002" }),
    });
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { error: { code: string } }).error.code).toBe(
      "card_declined",
    );
    const response = await fetch(`${emulator().url}/stripe/_test/checkout/${session.id}/complete`, {
      method: "POST",
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { redirect_to: string; session: { customer: string } };
    expect(body.redirect_to).toBe(`${APP}/ok?id=${session.id}`);
    expect(body.session.customer).toBe(customer.id);
    const subs = await stripe.subscriptions.list({ customer: customer.id });
    expect(subs.data.map((s) => s.items.data[0].price.lookup_key)).toEqual(["price_basic"]);
    expect((await stripe.customers.list({ email: customer.email! })).data).toHaveLength(1);
  });

  it("puts the period at the top level for pre-basil API versions", async () => {
    const customer = await stripe.customers.create({ email: `oud-${Date.now()}@example.com` });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: await priceId("price_power"), quantity: 1 }],
      success_url: `${APP}/ok`,
    });
    const { session: done } = await emulator().stripe.completeCheckout(session.id);
    const response = await fetch(
      `${emulator().url}/v1/subscriptions/${String(done.subscription)}`,
      {
        headers: {
          Authorization: `Bearer ${emulator().stripe.secretKey}`,
          "Stripe-Version": "2024-06-20",
        },
      },
    );
    const old = (await response.json()) as Record<string, unknown> & {
      items: { data: Array<Record<string, number>> };
    };
    expect(old.current_period_end).toBe(old.items.data[0].current_period_end);
    expect(old.current_period_start).toBe(old.items.data[0].current_period_start);
  });

  it("shows an expired session as expired", async () => {
    const session = await newSession();
    await emulator().stripe.advance(25 * 60 * 60);
    const page = await hosted(session.url!);
    expect(page.text).toContain("Deze betaalsessie is verlopen");
    expect(page.text).toContain(`<a href="${APP}/prijzen">Terug</a>`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
  });
});
