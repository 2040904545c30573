import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_RETRY_DELAYS_MS } from "../../emulator/stripe/webhook-schedule.ts";
import { useEmulator } from "./emulator-support.ts";
import { dropSeededEndpoint, startReceiver, stripeClient } from "./stripe-double-support.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const receivers: Array<{ close: () => Promise<void> }> = [];

// Registered before useEmulator: after-hooks run in reverse, so the receivers close last.
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

const emulator = useEmulator();
let stripe: Stripe;

beforeAll(async () => {
  stripe = stripeClient(emulator());
});

async function receiver(enabledEvents: string[], statuses: number[] = []) {
  const r = await startReceiver(statuses);
  receivers.push(r);
  const endpoint = await stripe.webhookEndpoints.create({
    url: r.url,
    enabled_events: enabledEvents as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
  });
  return { ...r, endpoint, secret: endpoint.secret! };
}

describe("Stripe double: webhooks", () => {
  it("seeds the app's endpoint for the stripe-webhook function", async () => {
    const endpoints = await stripe.webhookEndpoints.list();
    const seeded = endpoints.data.find(
      (e) => e.url === `${emulator().url}/functions/v1/stripe-webhook`,
    );
    expect(seeded).toMatchObject({ enabled_events: ["*"], status: "enabled" });
    expect(seeded?.secret).toBeUndefined();
    expect(emulator().stripe.webhookSecret).toBe("whsec_vindbaar_emulator");
    await dropSeededEndpoint(stripe, emulator());
    expect((await stripe.webhookEndpoints.list()).data).toEqual([]);
  });

  it("delivers signed events of a checkout in order", async () => {
    const all = await receiver(["*"]);
    const paidOnly = await receiver(["invoice.paid"]);
    expect(all.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    const price = (await stripe.prices.list({ lookup_keys: ["price_pro"] })).data[0];
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer_email: "webhook@example.com",
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: "http://localhost:5173/ok",
    });
    await emulator().stripe.completeCheckout(session.id, { card: "4242 4242 4242 4242" });
    await emulator().stripe.idle();

    const events = await Promise.all(
      all.received.map((w) => stripe.webhooks.constructEventAsync(w.body, w.signature, all.secret)),
    );
    expect(events.map((e) => e.type)).toEqual([
      "customer.created",
      "payment_method.attached",
      "customer.subscription.created",
      "invoice.created",
      "invoice.finalized",
      "charge.succeeded",
      "payment_intent.succeeded",
      "invoice.paid",
      "checkout.session.completed",
    ]);
    const completed = events[8].data.object as Stripe.Checkout.Session;
    expect(completed.id).toBe(session.id);
    expect(completed.status).toBe("complete");
    expect(events[2]).toMatchObject({
      object: "event",
      livemode: false,
      api_version: "2026-10-28.endive",
    });
    expect(events[2].request).toEqual({ id: null, idempotency_key: null });

    expect(paidOnly.received).toHaveLength(1);
    const paid = await stripe.webhooks.constructEventAsync(
      paidOnly.received[0].body,
      paidOnly.received[0].signature,
      paidOnly.secret,
    );
    expect(paid.id).toBe(events[7].id);
    await expect(
      stripe.webhooks.constructEventAsync(
        paidOnly.received[0].body,
        paidOnly.received[0].signature,
        all.secret,
      ),
    ).rejects.toThrow(Stripe.errors.StripeSignatureVerificationError);

    const stored = await stripe.events.retrieve(events[8].id);
    expect(stored.type).toBe("checkout.session.completed");
    const listed = await stripe.events.list({ type: "customer.*", limit: 5 });
    expect(listed.data.map((e) => e.type)).toContain("customer.subscription.created");

    await stripe.webhookEndpoints.del(all.endpoint.id);
    await stripe.webhookEndpoints.del(paidOnly.endpoint.id);
  });

  const hold = (body: { hold: boolean; email?: string }) =>
    fetch(`${emulator().url}/stripe/_test/webhooks/hold`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const objectIds = (received: Array<{ body: string }>) =>
    received.map(
      (r) => (JSON.parse(r.body) as { data: { object: { id: string } } }).data.object.id,
    );

  it("holds deliveries back on the test hook until released (a webhook that arrives late)", async () => {
    const late = await receiver(["customer.created"]);
    expect(await (await hold({ hold: true })).json()).toEqual({ hold: true, customers: [] });
    const customer = await stripe.customers.create({ email: "late@example.com" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(late.received).toEqual([]);
    const owed = await emulator().db.query(
      "select event from stripe_emulator.webhook_deliveries where endpoint = $1",
      [late.endpoint.id],
    );
    expect(owed.rows).toHaveLength(1);

    expect(await (await hold({ hold: false })).json()).toEqual({ hold: false, customers: [] });
    await emulator().stripe.idle();
    expect(objectIds(late.received)).toEqual([customer.id]);
    // Held back is not failed: the one attempt that was made succeeded.
    const attempts = emulator()
      .stripe.deliveries()
      .filter((d) => d.endpoint === late.endpoint.id);
    expect(attempts.map((d) => [d.attempt, d.ok])).toEqual([[1, true]]);
    await stripe.webhookEndpoints.del(late.endpoint.id);
  });

  it("holds back only one customer's events when given an e-mail; the others' are delivered meanwhile", async () => {
    const updates = await receiver(["customer.updated"]);
    const slow = await stripe.customers.create({ email: "traag@example.com" });
    const other = await stripe.customers.create({ email: "ander@example.com" });
    expect(await (await hold({ hold: true, email: "traag@example.com" })).json()).toEqual({
      hold: true,
      customers: [slow.id],
    });
    // An address without a customer holds nothing (and never everything).
    expect(await (await hold({ hold: true, email: "niemand@example.com" })).json()).toEqual({
      hold: true,
      customers: [],
    });

    await stripe.customers.update(slow.id, { name: "Traag BV" });
    await stripe.customers.update(other.id, { name: "Ander BV" });
    await expect.poll(() => objectIds(updates.received), { timeout: 5_000 }).toEqual([other.id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(objectIds(updates.received)).toEqual([other.id]);

    await hold({ hold: false, email: "traag@example.com" });
    await emulator().stripe.idle();
    expect(objectIds(updates.received)).toEqual([other.id, slow.id]);
    await stripe.webhookEndpoints.del(updates.endpoint.id);
  });

  it("retries a failing endpoint with back-off and records every attempt", async () => {
    const flaky = await receiver(["customer.created"], [500, 503]);
    const customer = await stripe.customers.create({ email: "retry@example.com" });
    await emulator().stripe.idle();
    expect(flaky.received).toHaveLength(3);
    const ids = flaky.received.map(
      (w) => JSON.parse(w.body) as { id: string; data: { object: { id: string } } },
    );
    expect(new Set(ids.map((e) => e.id)).size).toBe(1);
    expect(ids[0].data.object.id).toBe(customer.id);

    const response = await fetch(`${emulator().url}/stripe/_test/deliveries`);
    const { data } = (await response.json()) as {
      data: Array<{ endpoint: string; attempt: number; status: number; ok: boolean; at: string }>;
    };
    const mine = data.filter((d) => d.endpoint === flaky.endpoint.id);
    expect(mine.map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [1, 500, false],
      [2, 503, false],
      [3, 200, true],
    ]);
    // Each retry waits its turn in Stripe's (compressed) back-off.
    const gaps = mine.slice(1).map((d, i) => Date.parse(d.at) - Date.parse(mine[i].at));
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(DEFAULT_RETRY_DELAYS_MS[i]));
    // Delivered: nothing is owed any more in the journal a restart would read.
    const owed = await emulator().db.query(
      "select event from stripe_emulator.webhook_deliveries where endpoint = $1",
      [flaky.endpoint.id],
    );
    expect(owed.rows).toEqual([]);
    await stripe.webhookEndpoints.del(flaky.endpoint.id);
  });

  it("keeps the order per endpoint while an earlier event is being retried", async () => {
    const slow = await receiver(["customer.created", "customer.updated"], [500]);
    const customer = await stripe.customers.create({ email: "order@example.com" });
    await stripe.customers.update(customer.id, { name: "Later" });
    const idle = await fetch(`${emulator().url}/stripe/_test/idle`, { method: "POST" });
    expect(idle.status).toBe(200);
    const types = slow.received.map((w) => (JSON.parse(w.body) as { type: string }).type);
    expect(types).toEqual(["customer.created", "customer.created", "customer.updated"]);
    const updated = JSON.parse(slow.received[2].body) as { data: { previous_attributes: unknown } };
    expect(updated.data.previous_attributes).toEqual({ name: null });
  });
});
