import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { functionEnv } from "../../emulator/functions/env.ts";
import { PLAN_FACTS } from "../../supabase/functions/_shared/contract/plans.ts";
import { useEmulator } from "./emulator-support.ts";
import { stripeClient } from "./stripe-double-support.ts";

const emulator = useEmulator();
let stripe: Stripe;

vi.setConfig({ testTimeout: 20_000, hookTimeout: 120_000 });

beforeAll(async () => {
  stripe = stripeClient(emulator());
});

describe("Stripe double: wire conventions", () => {
  it("rejects a wrong key with 401 StripeAuthenticationError", async () => {
    const wrong = stripeClient(emulator(), "sk_test_not_the_emulator_key");
    const error = await wrong.customers.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
    expect((error as Stripe.errors.StripeError).message).toMatch(
      /^Invalid API Key provided: sk_test_/,
    );
  });

  it("answers an unknown id with 404 resource_missing", async () => {
    const error = await stripe.customers.retrieve("cus_doesnotexist").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const stripeError = error as Stripe.errors.StripeError;
    expect(stripeError.statusCode).toBe(404);
    expect(stripeError.code).toBe("resource_missing");
    expect(stripeError.message).toBe("No such customer: 'cus_doesnotexist'");
  });

  it("answers invalid params with 400", async () => {
    const missing = await stripe.checkout.sessions
      .create({ mode: "subscription", success_url: "http://localhost/ok" })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((missing as Stripe.errors.StripeError).statusCode).toBe(400);
    expect((missing as Stripe.errors.StripeError).code).toBe("parameter_missing");
    expect((missing as Stripe.errors.StripeError).param).toBe("line_items");

    const unknownPrice = await stripe.checkout.sessions
      .create({
        mode: "subscription",
        line_items: [{ price: "price_nope", quantity: 1 }],
        success_url: "http://localhost/ok",
      })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect((unknownPrice as Stripe.errors.StripeError).statusCode).toBe(400);
    expect((unknownPrice as Stripe.errors.StripeError).code).toBe("resource_missing");
    expect((unknownPrice as Stripe.errors.StripeError).param).toBe("line_items[0][price]");

    const badLimit = await stripe.customers.list({ limit: 500 }).catch((e: unknown) => e);
    expect((badLimit as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it("answers an unknown route with 404 invalid_request_error", async () => {
    const response = await fetch(`${emulator().url}/v1/disputes`, {
      headers: { Authorization: `Bearer ${emulator().stripe.secretKey}` },
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/disputes\)/);
  });

  it("replays a POST with the same Idempotency-Key", async () => {
    const email = `idem-${Date.now()}@example.com`;
    const first = await stripe.customers.create({ email }, { idempotencyKey: "idem-key-1" });
    const second = await stripe.customers.create({ email }, { idempotencyKey: "idem-key-1" });
    expect(second.id).toBe(first.id);
    const list = await stripe.customers.list({ email });
    expect(list.data.map((c) => c.id)).toEqual([first.id]);
    const failed = await stripe.customers
      .update("cus_missing", { name: "x" }, { idempotencyKey: "idem-key-3" })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect((failed as Stripe.errors.StripeError).statusCode).toBe(404);
    const third = await stripe.customers.create({ email }, { idempotencyKey: "idem-key-2" });
    expect(third.id).not.toBe(first.id);
  });

  it("answers 409 to a request whose Idempotency-Key is still in progress, and saves nothing for it", async () => {
    // Two fast clicks: both requests arrive before either is done. Stripe runs the first and
    // refuses the second (stripe-node retries a 409), never creating two objects.
    const email = `idem-race-${Date.now()}@example.com`;
    const key = `idem-race-${Date.now()}`;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        stripe.customers
          .create({ email }, { idempotencyKey: key })
          .then((customer) => ({ id: customer.id }))
          .catch((error: Stripe.errors.StripeError) => ({
            status: error.statusCode,
            rawType: error.rawType,
            message: error.message,
          })),
      ),
    );
    const created = outcomes.flatMap((outcome) => ("id" in outcome ? [outcome.id] : []));
    const refused = outcomes.filter((outcome) => !("id" in outcome));
    expect(new Set(created).size).toBe(1);
    for (const outcome of refused) {
      expect(outcome).toEqual({
        status: 409,
        rawType: "invalid_request_error",
        message:
          "There is currently another in-progress request using this Idempotent Key (that probably " +
          `means you submitted twice, and the other request is still going through): ${key}. ` +
          "Please try again later.",
      });
    }
    const list = await stripe.customers.list({ email });
    expect(list.data.map((customer) => customer.id)).toEqual(created.slice(0, 1));
    const retried = await stripe.customers.create({ email }, { idempotencyKey: key });
    expect(retried.id).toBe(created[0]);
  });
});

describe("Stripe double: customers", () => {
  it("creates, retrieves, updates, lists by exact email and searches by metadata", async () => {
    const email = `Case-${Date.now()}@Example.com`;
    const created = await stripe.customers.create({
      email,
      name: "Anna de Vries",
      metadata: { supabase_user_id: "user-123" },
    });
    expect(created.id).toMatch(/^cus_[0-9A-Za-z]{14}$/);
    expect(created).toMatchObject({ object: "customer", email, livemode: false });
    expect(created.invoice_settings.default_payment_method).toBeNull();

    const fetched = await stripe.customers.retrieve(created.id);
    expect(fetched).toMatchObject({ id: created.id, name: "Anna de Vries" });

    const updated = await stripe.customers.update(created.id, {
      name: "Anna Jansen",
      metadata: { plan: "pro" },
    });
    expect(updated.name).toBe("Anna Jansen");
    expect(updated.metadata).toEqual({ supabase_user_id: "user-123", plan: "pro" });

    expect((await stripe.customers.list({ email })).data.map((c) => c.id)).toEqual([created.id]);
    expect((await stripe.customers.list({ email: email.toLowerCase() })).data).toEqual([]);

    const found = await stripe.customers.search({
      query: "metadata['supabase_user_id']:'user-123'",
    });
    expect(found.object).toBe("search_result");
    expect(found.data.map((c) => c.id)).toEqual([created.id]);
    const byEmail = await stripe.customers.search({ query: `email:'${email}'` });
    expect(byEmail.data.map((c) => c.id)).toEqual([created.id]);

    await stripe.customers.del(created.id);
    const deleted = await stripe.customers.retrieve(created.id);
    expect(deleted).toEqual({ id: created.id, object: "customer", deleted: true });
  });

  it("pages with limit and starting_after, newest first", async () => {
    const tag = `page-${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await stripe.customers.create({ email: `${tag}@example.com` })).id);
    }
    const first = await stripe.customers.list({ email: `${tag}@example.com`, limit: 2 });
    expect(first.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.has_more).toBe(true);
    const next = await stripe.customers.list({
      email: `${tag}@example.com`,
      limit: 2,
      starting_after: ids[1],
    });
    expect(next.data.map((c) => c.id)).toEqual([ids[0]]);
    expect(next.has_more).toBe(false);
  });
});

describe("Stripe double: catalogue", () => {
  it("lists the seeded prices by lookup key with the product expanded", async () => {
    const prices = await stripe.prices.list({
      lookup_keys: PLAN_FACTS.map((p) => p.priceId),
      active: true,
      expand: ["data.product"],
    });
    expect(prices.data).toHaveLength(PLAN_FACTS.length);
    for (const plan of PLAN_FACTS) {
      const price = prices.data.find((p) => p.lookup_key === plan.priceId);
      expect(price).toMatchObject({
        object: "price",
        unit_amount: plan.monthlyPriceCents,
        currency: "eur",
        type: "recurring",
        tax_behavior: "exclusive",
        recurring: { interval: "month", interval_count: 1 },
      });
      expect((price?.product as Stripe.Product).name).toBe(plan.name);
    }
  });

  it("resolves COMEBACK50 to a 50% coupon for 3 months", async () => {
    const codes = await stripe.promotionCodes.list({ code: "COMEBACK50" });
    expect(codes.data).toHaveLength(1);
    const promo = codes.data[0];
    expect(promo).toMatchObject({ object: "promotion_code", code: "COMEBACK50", active: true });
    expect(promo.id).toMatch(/^promo_/);
    const coupon = await stripe.coupons.retrieve(promo.promotion.coupon as string);
    expect(coupon).toMatchObject({ percent_off: 50, duration: "repeating", duration_in_months: 3 });
  });
});

describe("Stripe double: wiring", () => {
  it("answers the fetch-based client the Deno functions use, with the default retry", async () => {
    const base = new URL(emulator().url);
    const viaFetch = new Stripe(emulator().stripe.secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      host: base.hostname,
      port: base.port,
      protocol: "http",
    });
    const customer = await viaFetch.customers.create({ email: "fetch@example.com" });
    const prices = await viaFetch.prices.list({ lookup_keys: ["price_pro"] });
    expect(prices.data.map((p) => p.unit_amount)).toEqual([4900]);
    expect((await viaFetch.customers.retrieve(customer.id)).id).toBe(customer.id);
  });

  it("is listed in the emulator index", async () => {
    const index = (await (await fetch(`${emulator().url}/`)).json()) as {
      stripe: Record<string, string>;
    };
    expect(index.stripe.api).toBe(`${emulator().url}/v1`);
    expect(index.stripe.secretKey).toBe("sk_test_vindbaar_emulator");
  });

  it("gives functions the double's key, base and webhook secret over .env values", () => {
    const functionsDir = mkdtempSync(join(tmpdir(), "stripe-env-"));
    writeFileSync(join(functionsDir, ".env"), "STRIPE_SECRET_KEY=sk_test_real\nOTHER=kept\n");
    const env = functionEnv({
      functionsDir,
      supabaseUrl: emulator().url,
      anonKey: "a",
      serviceRoleKey: "s",
      dbUrl: "postgres://x",
      extra: {},
      stripe: {
        secretKey: emulator().stripe.secretKey,
        apiBase: emulator().url,
        webhookSecret: emulator().stripe.webhookSecret,
      },
    });
    expect(env).toMatchObject({
      STRIPE_SECRET_KEY: "sk_test_vindbaar_emulator",
      STRIPE_API_BASE: emulator().url,
      STRIPE_WEBHOOK_SECRET: "whsec_vindbaar_emulator",
      OTHER: "kept",
    });
  });
});
