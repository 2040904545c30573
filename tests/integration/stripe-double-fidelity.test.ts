import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useEmulator } from "./emulator-support.ts";
import { stripeClient } from "./stripe-double-support.ts";

/**
 * Where the double once differed from Stripe for stripe-node's own calls: short keys, the echoed
 * Idempotency-Key, search URLs the double does not serve, and unknown parameters.
 */
const emulator = useEmulator();
let stripe: Stripe;

vi.setConfig({ testTimeout: 20_000, hookTimeout: 120_000 });

beforeAll(async () => {
  stripe = stripeClient(emulator());
});

const asError = (e: unknown) => e as Stripe.errors.StripeError;

/** What creating a Pro subscription session answers with `extra` parameters (given the price id). */
async function sessionError(extra: (price: string) => object) {
  const price = (await stripe.prices.list({ lookup_keys: ["price_pro"] })).data[0];
  return asError(
    await stripe.checkout.sessions
      .create({
        mode: "subscription",
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: "http://localhost/ok",
        ...extra(price.id),
      } as Stripe.Checkout.SessionCreateParams)
      .catch((e: unknown) => e),
  );
}

describe("Stripe double: fidelity to Stripe's wire contract", () => {
  it.each(["sk_test_1", "sk_test_123", "sk_test_1234", "sk_test_abcdefghij"])(
    "answers the wrong key %s with 401 and a redacted key",
    async (key) => {
      const error = asError(
        await stripeClient(emulator(), key)
          .customers.list()
          .catch((e: unknown) => e),
      );
      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect(error.statusCode).toBe(401);
      expect(error.type).toBe("StripeAuthenticationError");
      expect(error.message).toMatch(/^Invalid API Key provided: sk_test_\**[a-z0-9]{0,4}$/);
      expect(error.message).not.toContain(key.length > 12 ? key.slice(8, -4) : key.slice(8));
    },
  );

  it("echoes the Idempotency-Key in the response headers", async () => {
    const customer = await stripe.customers.create(
      { email: `echo-${Date.now()}@example.com` },
      { idempotencyKey: "echo-key-1" },
    );
    expect(customer.lastResponse.idempotencyKey).toBe("echo-key-1");
    const replayed = await stripe.customers.create(
      { email: customer.email ?? "" },
      { idempotencyKey: "echo-key-1" },
    );
    expect(replayed.id).toBe(customer.id);
    expect(replayed.lastResponse.idempotencyKey).toBe("echo-key-1");
  });

  it.each(["prices", "products", "subscriptions", "invoices"] as const)(
    "answers GET /v1/%s/search with Stripe's Unrecognized request URL",
    async (resource) => {
      const error = asError(
        await stripe[resource].search({ query: "metadata['k']:'v'" }).catch((e: unknown) => e),
      );
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error.statusCode).toBe(404);
      expect(error.code).toBeUndefined();
      expect(error.message).toMatch(
        new RegExp(`^Unrecognized request URL \\(GET: /v1/${resource}/search\\)`),
      );
    },
  );

  it("refuses an unknown parameter with 400 parameter_unknown", async () => {
    const error = asError(
      await stripe.customers
        .create({ email: "typo@example.com", foo: "bar" } as Stripe.CustomerCreateParams)
        .catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe("parameter_unknown");
    expect(error.param).toBe("foo");
    expect(error.message).toBe("Received unknown parameter: foo");
    expect((await stripe.customers.list({ email: "typo@example.com" })).data).toEqual([]);
  });

  it("refuses an unknown query parameter and a typo in a checkout session", async () => {
    const list = asError(
      await stripe.subscriptions
        .list({ custommer: "cus_x" } as Stripe.SubscriptionListParams)
        .catch((e: unknown) => e),
    );
    expect(list.statusCode).toBe(400);
    expect(list.code).toBe("parameter_unknown");
    expect(list.message).toBe("Received unknown parameter: custommer");

    const session = await sessionError(() => ({ allow_promotion_code: true }));
    expect(session.statusCode).toBe(400);
    expect(session.code).toBe("parameter_unknown");
    expect(session.param).toBe("allow_promotion_code");
  });

  it.each([
    [
      "a line item's typo",
      (price: string) => ({ line_items: [{ price, quantity: 1, foo: "x" }] }),
      "line_items[0][foo]",
    ],
    [
      "a typo in subscription_data",
      () => ({ subscription_data: { bar: "x" } }),
      "subscription_data[bar]",
    ],
    [
      "a typo three hashes deep",
      () => ({
        subscription_data: { trial_settings: { end_behavior: { missing_card: "cancel" } } },
      }),
      "subscription_data[trial_settings][end_behavior][missing_card]",
    ],
    [
      "a typo in the second line item",
      (price: string) => ({ line_items: [{ price }, { prce: price }] }),
      "line_items[1][prce]",
    ],
  ])("names an unknown nested parameter by its full name: %s", async (_, extra, param) => {
    const error = await sessionError(extra);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(400);
    expect(error.rawType).toBe("invalid_request_error");
    expect(error.code).toBe("parameter_unknown");
    expect(error.param).toBe(param);
    expect(error.message).toBe(`Received unknown parameter: ${param}`);
  });

  it("refuses an unknown key in a subscription item and in a list filter's range", async () => {
    const update = asError(
      await stripe.subscriptions
        .update("sub_missing", {
          items: [{ id: "si_x", prce: "price_x" }],
        } as unknown as Stripe.SubscriptionUpdateParams)
        .catch((e: unknown) => e),
    );
    expect(update.statusCode).toBe(400);
    expect(update.param).toBe("items[0][prce]");
    const list = asError(
      await stripe.subscriptions
        .list({ created: { after: 1 } } as Stripe.SubscriptionListParams)
        .catch((e: unknown) => e),
    );
    expect(list.statusCode).toBe(400);
    expect(list.message).toBe("Received unknown parameter: created[after]");
  });

  it("takes any key in free-form hashes and every nested key Stripe declares", async () => {
    const price = (await stripe.prices.list({ lookup_keys: ["price_pro"] })).data[0];
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1, adjustable_quantity: { enabled: false } }],
      success_url: "http://localhost/ok",
      metadata: { any_key: "x", "with spaces": "y" },
      subscription_data: {
        metadata: { whatever: "z" },
        trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
      },
      automatic_tax: { enabled: false },
    });
    expect(session.metadata).toEqual({ any_key: "x", "with spaces": "y" });
    const page = await stripe.subscriptions.list({ created: { gte: 1 }, limit: 1 });
    expect(page.object).toBe("list");
  });

  it("still accepts every parameter Stripe knows, including expand and pagination", async () => {
    const page = await stripe.customers.list({ limit: 1, expand: ["data.default_source"] });
    expect(page.object).toBe("list");
  });
});
