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

/** Signs a payload as Stripe does; `timestamp` (Unix seconds) is when it claims to be signed. */
async function signedPayload(
  payload: string,
  {
    secret = emulator().stripe.webhookSecret,
    timestamp,
  }: { secret?: string; timestamp?: number } = {},
) {
  const signature = await stripeFor(emulator()).webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return post(payload, signature);
}

async function signed(event: Record<string, unknown>, secret = emulator().stripe.webhookSecret) {
  return signedPayload(JSON.stringify(event), { secret });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

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

  it.each([
    ["five minutes and a second old", -301],
    ["five minutes and a second ahead", 301],
    ["an hour ahead", 3600],
  ])("refuses a correctly signed request whose timestamp is %s", async (_, offset) => {
    const id = `evt_time_${offset}`;
    const payload = JSON.stringify(event(id, "product.updated", { id: "prod_1" }));
    expect(await signedPayload(payload, { timestamp: nowSeconds() + offset })).toEqual({
      status: 400,
      body: { error: "Stripe-Signature timestamp outside the tolerance zone" },
    });
    const { rows } = await emulator().db.query(
      "select id from public.stripe_events where id = $1",
      [id],
    );
    expect(rows).toEqual([]);
  });

  it.each([
    ["a minute old", -60],
    ["a minute ahead (clocks differ a little)", 60],
  ])("accepts a timestamp %s", async (_, offset) => {
    const payload = JSON.stringify(event(`evt_time_ok_${offset}`, "product.updated", {}));
    expect(await signedPayload(payload, { timestamp: nowSeconds() + offset })).toEqual({
      status: 200,
      body: { received: true },
    });
  });

  it("acknowledges an event type it does not use (a 4xx would make Stripe disable the endpoint)", async () => {
    expect(await signed(event("evt_unused", "product.updated", { id: "prod_1" }))).toEqual({
      status: 200,
      body: { received: true },
    });
  });
});

describe("bodies and customers that are not what Stripe would send", () => {
  it.each(["null", "[]", "42", '"evt_1"', "true", "{}", '{"id":"evt_1","type":"invoice.paid"}'])(
    "answers a correctly signed body %s with 400, not 500",
    async (payload) => {
      expect(await signedPayload(payload)).toEqual({
        status: 400,
        body: { error: "Webhook body is not a Stripe event" },
      });
    },
  );

  it("answers a correctly signed body that is not JSON with 400", async () => {
    expect(await signedPayload("not json {")).toEqual({
      status: 400,
      body: { error: "Webhook body is not JSON" },
    });
  });

  it("acknowledges and logs an event for a customer Stripe does not know (no retries for days)", async () => {
    // The function's own logs, as hosted keeps them: in the Deno runtime the function runs in a
    // worker process, so a spy on this process's console would never see the line.
    const warnings = () =>
      emulator()
        .functions.logs("stripe-webhook")
        .filter((line) => line.level === "warn")
        .map((line) => line.message);
    const unknown = event("evt_unknown_customer", "customer.subscription.updated", {
      id: "sub_elsewhere",
      object: "subscription",
      customer: "cus_not_in_stripe",
    });
    expect(await signed(unknown)).toEqual({ status: 200, body: { received: true } });
    await expect
      .poll(warnings)
      .toContain(
        "stripe-webhook customer.subscription.updated evt_unknown_customer: customer cus_not_in_stripe is not ours; acknowledged",
      );
    const { rows } = await emulator().db.query(
      "select id from public.stripe_events where id = 'evt_unknown_customer'",
    );
    expect(rows).toHaveLength(1);

    // A customer Stripe knows but that no account of ours made (created in the dashboard).
    const stranger = await stripeFor(emulator()).customers.create({
      email: "elders@example.com",
    });
    const theirs = event("evt_strangers_invoice", "invoice.paid", {
      id: "in_elsewhere",
      object: "invoice",
      customer: stranger.id,
    });
    expect(await signed(theirs)).toEqual({ status: 200, body: { received: true } });
    await expect
      .poll(warnings)
      .toContain(
        `stripe-webhook invoice.paid evt_strangers_invoice: customer ${stranger.id} is not ours; acknowledged`,
      );
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
