import { describe, expect, it } from "vitest";
import { signUpCustomer, stripeFor, subscribe } from "./billing-support";
import { useEmulator } from "./emulator-support";

/**
 * stripe-webhook: the signature is the only credential, duplicates are acknowledged without work,
 * and because every event re-reads Stripe, events in any order converge on Stripe's state.
 */
const emulator = useEmulator({ autoconfirm: true });

async function post(payload: string, signature?: string) {
  const response = await fetch(`${emulator().url}/functions/v1/stripe-webhook`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(signature ? { "Stripe-Signature": signature } : {}),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signed(event: Record<string, unknown>, secret = emulator().stripe.webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = await stripeFor(emulator()).webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
  });
  return post(payload, signature);
}

const event = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: "event",
  api_version: "2026-10-28.endive",
  created: Math.floor(emulator().clock.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

async function subscriptionRow(userId: string) {
  const { rows } = await emulator().db.query<{ status: string; price_lookup_key: string }>(
    "select status, price_lookup_key from public.subscriptions where user_id = $1",
    [userId],
  );
  return rows;
}

describe("signature", () => {
  it("rejects a request without Stripe-Signature", async () => {
    expect(await post(JSON.stringify(event("evt_nosig", "invoice.paid", {})))).toEqual({
      status: 400,
      body: { error: "Missing Stripe-Signature header" },
    });
  });

  it("rejects a forged or altered payload", async () => {
    const payload = JSON.stringify(event("evt_forged", "invoice.paid", { customer: "cus_x" }));
    const signature = await stripeFor(emulator()).webhooks.generateTestHeaderStringAsync({
      payload,
      secret: emulator().stripe.webhookSecret,
    });
    expect(await post(payload.replace("cus_x", "cus_y"), signature)).toEqual({
      status: 400,
      body: { error: "Invalid Stripe-Signature" },
    });
    expect(
      (await signed(event("evt_wrong_secret", "invoice.paid", {}), "whsec_other")).status,
    ).toBe(400);
    const { rows } = await emulator().db.query(
      "select id from public.stripe_events where id in ('evt_forged', 'evt_wrong_secret')",
    );
    expect(rows).toEqual([]);
  });

  it("acknowledges an event type it does not use (a 4xx would make Stripe disable the endpoint)", async () => {
    expect(await signed(event("evt_unused", "product.updated", { id: "prod_1" }))).toEqual({
      status: 200,
      body: { received: true },
    });
  });
});

describe("duplicates and order", () => {
  it("acknowledges a duplicate delivery without processing it again", async () => {
    const first = event("evt_dup_1", "customer.updated", { id: "cus_nobody" });
    expect((await signed(first)).body).toEqual({ received: true });
    expect((await signed(first)).body).toEqual({ received: true, duplicate: true });
  });

  it("converges on Stripe's state when the subscription's events arrive in reverse order", async () => {
    const customer = await signUpCustomer(emulator(), "reverse");
    await subscribe(emulator(), customer, "price_pro");
    const stripe = stripeFor(emulator());
    const subscription = (await stripe.subscriptions.list({ limit: 100 })).data.find(
      (candidate) => candidate.metadata.supabase_user_id === customer.id,
    );
    await stripe.subscriptions.cancel(subscription!.id);
    await emulator().stripe.idle();
    expect(await subscriptionRow(customer.id)).toEqual([
      { status: "canceled", price_lookup_key: "price_pro" },
    ]);

    // Replay the subscription's whole history newest-first under fresh event ids: the late
    // "created (active)" and "checkout completed" must not reactivate the canceled subscription.
    const history = (await stripe.events.list({ limit: 100 })).data.filter(
      (candidate) =>
        (candidate.data.object as { customer?: string }).customer === subscription!.customer,
    );
    expect(history.map((candidate) => candidate.type)).toEqual(
      expect.arrayContaining([
        "checkout.session.completed",
        "customer.subscription.created",
        "customer.subscription.deleted",
      ]),
    );
    for (const [index, old] of history.entries()) {
      const replay = { ...old, id: `evt_replay_${index}_${old.id.slice(4, 12)}` };
      expect((await signed(replay as unknown as Record<string, unknown>)).status).toBe(200);
    }
    expect(await subscriptionRow(customer.id)).toEqual([
      { status: "canceled", price_lookup_key: "price_pro" },
    ]);
  });
});
