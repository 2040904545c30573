import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { REQUIRED_FIELDS, STRIPE_API_SOURCE } from "../../emulator/stripe/stripe-api-contract.ts";
import { useEmulator } from "./emulator-support.ts";
import { dropSeededEndpoint, stripeClient } from "./stripe-double-support.ts";

/**
 * Every object the double returns has every field Stripe's spec marks as required (what the
 * stripe SDK types as always present), checked against emulator/stripe/contract/stripe-api.json.
 */
const emulator = useEmulator();
let stripe: Stripe;

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

beforeAll(async () => {
  stripe = stripeClient(emulator());
  await dropSeededEndpoint(stripe, emulator());
});

/** Every nested value with an `object` type, list envelopes and search results aside. */
function collect(node: unknown, into: Array<Record<string, unknown>>) {
  if (Array.isArray(node)) return node.forEach((item) => collect(item, into));
  if (!node || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if (typeof record.object === "string" && !["list", "search_result"].includes(record.object)) {
    if (record.deleted !== true) into.push(record);
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== "lastResponse") collect(value, into);
  }
}

describe("Stripe double: object shapes against Stripe's spec", () => {
  it(`returns every required field (${STRIPE_API_SOURCE})`, async () => {
    const seen: Array<Record<string, unknown>> = [];
    const keep = <T>(value: T): T => {
      collect(value, seen);
      return value;
    };

    const endpoint = keep(
      await stripe.webhookEndpoints.create({ url: "http://127.0.0.1:9/x", enabled_events: ["*"] }),
    );
    await stripe.webhookEndpoints.update(endpoint.id, { disabled: true });
    const customer = keep(
      await stripe.customers.create({ email: `shape-${Date.now()}@example.com` }),
    );
    const price = keep(
      await stripe.prices.list({ lookup_keys: ["price_pro"], expand: ["data.product"] }),
    ).data[0];
    keep(await stripe.coupons.list());
    const promo = keep(await stripe.promotionCodes.list({ code: "COMEBACK50" })).data[0];
    const session = keep(
      await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        discounts: [{ promotion_code: promo.id }],
        success_url: "http://localhost/ok",
        cancel_url: "http://localhost/cancel",
      }),
    );
    keep(await stripe.checkout.sessions.listLineItems(session.id));
    await emulator().stripe.completeCheckout(session.id, { card: "4242424242424242" });
    const completed = keep(
      await stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] }),
    );
    const subscription = keep(
      await stripe.subscriptions.retrieve(completed.subscription as string, {
        expand: ["latest_invoice", "discounts", "default_payment_method"],
      }),
    );
    const invoices = keep(await stripe.invoices.list({ customer: customer.id }));
    keep(await stripe.invoices.retrieve(invoices.data[0].id, { expand: ["discounts"] }));
    const payments = keep(
      await stripe.invoicePayments.list({
        invoice: invoices.data[0].id,
        expand: ["data.payment.payment_intent"],
      }),
    );
    const intent = keep(await stripe.paymentIntents.list({ customer: customer.id })).data[0];
    keep(await stripe.charges.list({ payment_intent: intent.id }));
    keep(await stripe.paymentMethods.list({ customer: customer.id }));
    keep(await stripe.refunds.create({ payment_intent: intent.id, amount: 100 }));
    keep(
      await stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: "http://localhost/back",
      }),
    );
    keep(await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
    keep(await stripe.events.list({ limit: 100 }));
    expect(payments.data.length).toBeGreaterThan(0);

    const missing: Record<string, string[]> = {};
    const types = new Set<string>();
    for (const object of seen) {
      const type = object.object as string;
      types.add(type);
      const required = REQUIRED_FIELDS[type];
      if (!required) continue;
      const absent = required.filter((field) => !(field in object));
      if (absent.length > 0) {
        missing[type] = [...new Set([...(missing[type] ?? []), ...absent])].sort();
      }
    }
    expect(missing).toEqual({});
    // Every object type in the contract was seen, so the check above covered it.
    expect([...types].filter((t) => REQUIRED_FIELDS[t]).sort()).toEqual(
      Object.keys(REQUIRED_FIELDS).sort(),
    );
  });
});
