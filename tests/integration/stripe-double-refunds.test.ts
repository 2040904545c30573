import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useEmulator } from "./emulator-support.ts";
import { dropSeededEndpoint, hosted, stripeClient } from "./stripe-double-support.ts";

/**
 * The Stripe double's Checkout Session expiry, the payments behind paid invoices and refunds,
 * through the real stripe SDK (shapes of API version 2026-10-28.endive).
 */
const emulator = useEmulator();
let stripe: Stripe;
const APP = "http://localhost:5173";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

beforeAll(async () => {
  stripe = stripeClient(emulator());
  await dropSeededEndpoint(stripe, emulator());
});

async function priceId(lookupKey: string): Promise<string> {
  return (await stripe.prices.list({ lookup_keys: [lookupKey] })).data[0].id;
}

async function openSession(customer: string, lookupKey = "price_pro") {
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price: await priceId(lookupKey), quantity: 1 }],
    success_url: `${APP}/dashboard`,
    cancel_url: `${APP}/pricing`,
  });
}

async function eventsFor(objectId: string, type: string) {
  const events = await stripe.events.list({ type, limit: 100 });
  return events.data.filter((e) => (e.data.object as { id: string }).id === objectId);
}

describe("Stripe double: Checkout Session expiry", () => {
  it("lists a customer's sessions by status and expires an open one", async () => {
    const customer = await stripe.customers.create({ email: "twee-tabs@example.com" });
    const first = await openSession(customer.id, "price_pro");
    const second = await openSession(customer.id, "price_basic");
    const other = await stripe.customers.create({ email: "ander@example.com" });
    await openSession(other.id);

    const open = await stripe.checkout.sessions.list({ customer: customer.id, status: "open" });
    expect(open.data.map((s) => s.id)).toEqual([second.id, first.id]);

    const expired = await stripe.checkout.sessions.expire(first.id);
    expect(expired).toMatchObject({ id: first.id, status: "expired", url: null });
    expect(await eventsFor(first.id, "checkout.session.expired")).toHaveLength(1);
    const stillOpen = await stripe.checkout.sessions.list({
      customer: customer.id,
      status: "open",
    });
    expect(stillOpen.data.map((s) => s.id)).toEqual([second.id]);
    const page = await hosted(first.url!);
    expect(page.text).toContain("Deze betaalsessie is verlopen");
    await expect(emulator().stripe.completeCheckout(first.id)).rejects.toThrow(
      "Deze betaalsessie is verlopen of al afgerond.",
    );

    const again = await stripe.checkout.sessions
      .expire(first.id)
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeError).message).toBe(
      'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "expired".',
    );
  });
});

describe("Stripe double: payments and refunds", () => {
  it("records the payment of a paid invoice and refunds it once, with charge.refunded", async () => {
    const customer = await stripe.customers.create({ email: "terug@example.com" });
    const session = await openSession(customer.id, "price_pro");
    const { session: done } = await emulator().stripe.completeCheckout(session.id);
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string);
    expect(subscription.default_payment_method).toMatch(/^pm_/);
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);

    const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: "paid" });
    expect(payments.data).toHaveLength(1);
    expect(payments.data[0]).toMatchObject({
      object: "invoice_payment",
      invoice: invoice.id,
      amount_paid: 5929,
      status: "paid",
      payment: { type: "payment_intent" },
    });
    const intentId = payments.data[0].payment.payment_intent as string;
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ status: "succeeded", amount: 5929, customer: customer.id });
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount: 5929, amount_refunded: 0, refunded: false });

    const refund = await stripe.refunds.create({
      payment_intent: intentId,
      reason: "requested_by_customer",
      metadata: { why: "money_back" },
    });
    expect(refund).toMatchObject({
      object: "refund",
      amount: 5929,
      charge: charge.id,
      payment_intent: intentId,
      status: "succeeded",
      reason: "requested_by_customer",
      metadata: { why: "money_back" },
    });
    const refunded = await stripe.charges.retrieve(charge.id);
    expect(refunded).toMatchObject({ amount_refunded: 5929, refunded: true });
    const events = await eventsFor(charge.id, "charge.refunded");
    expect(events).toHaveLength(1);
    expect(events[0].data.previous_attributes).toEqual({ amount_refunded: 0, refunded: false });
    expect(await eventsFor(refund.id, "refund.created")).toHaveLength(1);
    expect((await stripe.refunds.list({ payment_intent: intentId })).data).toHaveLength(1);

    const twice = await stripe.refunds
      .create({ charge: charge.id })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect((twice as Stripe.errors.StripeError).code).toBe("charge_already_refunded");
    expect((twice as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it("keeps the cancellation details a DELETE sends", async () => {
    const customer = await stripe.customers.create({ email: "dubbel@example.com" });
    const { session } = await emulator().stripe.completeCheckout(
      (await openSession(customer.id, "price_basic")).id,
    );
    const cancelled = await stripe.subscriptions.cancel(session.subscription as string, {
      cancellation_details: { comment: "duplicate of sub_1" },
      prorate: false,
    });
    expect(cancelled.status).toBe("canceled");
    expect(cancelled.cancellation_details).toEqual({
      comment: "duplicate of sub_1",
      feedback: null,
      reason: "cancellation_requested",
    });
  });

  it("expands a subscription's discounts with their coupon", async () => {
    const customer = await stripe.customers.create({ email: "korting@example.com" });
    const session = await openSession(customer.id, "price_pro");
    await stripe.checkout.sessions.retrieve(session.id);
    const withCode = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      allow_promotion_codes: true,
      line_items: [{ price: await priceId("price_pro"), quantity: 1 }],
      success_url: `${APP}/dashboard`,
    });
    await emulator().stripe.completeCheckout(withCode.id, { promotionCode: "COMEBACK50" });
    const [subscription] = (
      await stripe.subscriptions.list({
        customer: customer.id,
        expand: ["data.discounts.source.coupon"],
      })
    ).data;
    const discount = subscription.discounts[0] as Stripe.Discount;
    expect(discount.object).toBe("discount");
    expect(discount.end).toBeGreaterThan(discount.start);
    expect(discount.source.coupon).toMatchObject({
      object: "coupon",
      percent_off: 50,
      duration: "repeating",
      duration_in_months: 3,
    });
  });
});
