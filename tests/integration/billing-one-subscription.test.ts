import { describe, expect, it, vi } from "vitest";
import {
  checkoutBody,
  invoke,
  sessionIdOf,
  signUpCustomer,
  stripeCustomerOf,
  stripeFor,
  subscribe,
} from "./billing-support";
import { useEmulator } from "./emulator-support";

/**
 * A customer never holds more than one live subscription: create-checkout keeps at most one open
 * Checkout Session per customer, and a second live subscription that appears anyway (a page
 * opened before, two tabs racing) is ended at once and refunded in full by the webhook's sync,
 * which the dashboard then reports. Real supabase-js and stripe SDK against the emulator.
 */
const emulator = useEmulator({ autoconfirm: true });
vi.setConfig({ testTimeout: 30_000 });

async function sessionsOf(userId: string) {
  const customer = await stripeCustomerOf(emulator(), userId);
  return (await stripeFor(emulator()).checkout.sessions.list({ customer, limit: 100 })).data;
}

describe("create-checkout keeps one open Checkout Session per customer", () => {
  it("a new checkout (Basic in another tab) expires the open Pro session", async () => {
    const customer = await signUpCustomer(emulator());
    const pro = await invoke(customer, "create-checkout", checkoutBody("price_pro"));
    const basic = await invoke(customer, "create-checkout", checkoutBody("price_basic"));
    expect([pro.status, basic.status]).toEqual([200, 200]);

    const sessions = await sessionsOf(customer.id);
    const byId = new Map(sessions.map((session) => [session.id, session.status]));
    expect(byId.get(sessionIdOf(pro.body.url as string))).toBe("expired");
    expect(byId.get(sessionIdOf(basic.body.url as string))).toBe("open");
    await expect(
      emulator().stripe.completeCheckout(sessionIdOf(pro.body.url as string)),
    ).rejects.toThrow("Deze betaalsessie is verlopen of al afgerond.");
  });

  it("a second click on the same plan gets the same session", async () => {
    const customer = await signUpCustomer(emulator());
    const first = await invoke(customer, "create-checkout", checkoutBody("price_pro"));
    const second = await invoke(customer, "create-checkout", checkoutBody("price_pro"));
    expect(second.body.url).toBe(first.body.url);
    expect((await sessionsOf(customer.id)).map((session) => session.status)).toEqual(["open"]);
  });

  it("two concurrent calls leave at most one open session, and both callers land on it", async () => {
    const customer = await signUpCustomer(emulator());
    // The customer exists first, as after any earlier visit; the race is about the sessions.
    await invoke(customer, "create-checkout", checkoutBody("price_ultimate"));
    const [a, b] = await Promise.all([
      invoke(customer, "create-checkout", checkoutBody("price_pro")),
      invoke(customer, "create-checkout", checkoutBody("price_pro")),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const open = (await sessionsOf(customer.id)).filter((session) => session.status === "open");
    expect(open).toHaveLength(1);
    expect([a.body.url, b.body.url]).toContain(open[0]!.url);
  });
});

describe("a second live subscription", () => {
  it("is ended at once and refunded in full; the first one stays and the dashboard is told", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_pro");
    const stripe = stripeFor(emulator());
    const customerId = await stripeCustomerOf(emulator(), customer.id);
    const [kept] = (await stripe.subscriptions.list({ customer: customerId })).data;

    // The other tab's session slipped through (opened before, or a race with the payment).
    const basic = (await stripe.prices.list({ lookup_keys: ["price_basic"] })).data[0]!;
    const other = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customerId,
      line_items: [{ price: basic.id, quantity: 1 }],
      metadata: { supabase_user_id: customer.id },
      subscription_data: { metadata: { supabase_user_id: customer.id } },
      success_url: checkoutBody("price_basic").successUrl,
    });
    const { session } = await emulator().stripe.completeCheckout(other.id);
    await emulator().stripe.idle();

    const duplicate = await stripe.subscriptions.retrieve(session.subscription as string);
    expect(duplicate.status).toBe("canceled");
    expect(duplicate.cancellation_details?.comment).toBe(
      `Second live subscription next to ${kept!.id}: ended at once, refunded in full`,
    );
    const [payment] = (
      await stripe.invoicePayments.list({ invoice: duplicate.latest_invoice as string })
    ).data;
    const intent = await stripe.paymentIntents.retrieve(payment!.payment.payment_intent as string);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount: 2299, amount_refunded: 2299, refunded: true });
    const refunds = (await stripe.refunds.list({ charge: charge.id })).data;
    expect(refunds.map((refund) => [refund.amount, refund.reason])).toEqual([[2299, "duplicate"]]);
    expect((await stripe.subscriptions.retrieve(kept!.id)).status).toBe("active");

    const deliveries = emulator()
      .stripe.deliveries()
      .filter((delivery) => delivery.type === "charge.refunded" && delivery.ok);
    expect(deliveries.length).toBeGreaterThanOrEqual(1);

    const { body } = await invoke(customer, "check-subscription");
    expect(body).toMatchObject({ subscribed: true, price_id: "price_pro", status: "active" });
    expect(body.refunds).toEqual([
      {
        reason: "duplicate_subscription",
        price_id: "price_basic",
        amount_cents: 2299,
        created_at: expect.any(String),
      },
    ]);
    const rows = await emulator().db.query<{ id: string; status: string }>(
      "select id, status from public.subscriptions where user_id = $1 order by created_at",
      [customer.id],
    );
    expect(new Map(rows.rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [kept!.id, "active"],
        [duplicate.id, "canceled"],
      ]),
    );
  });
});
