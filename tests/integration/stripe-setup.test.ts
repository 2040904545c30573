import { describe, expect, it } from "vitest";
import { PLAN_FACTS } from "../../supabase/functions/_shared/contract/plans";
import { SYNC_EVENTS } from "../../supabase/functions/_shared/billing/sync-events";
import { setupCatalogue } from "../../scripts/stripe/setup-catalogue";
import { stripeFor } from "./billing-support";
import { useEmulator } from "./emulator-support";

/**
 * `npm run stripe:setup` against the Stripe double, with the real SDK: on an account that already
 * has the catalogue it changes nothing, it creates the webhook endpoint once, and a changed amount
 * gets a new price that takes the lookup key over.
 */
const emulator = useEmulator();
const WEBHOOK_URL = "https://project.supabase.co/functions/v1/stripe-webhook";

describe("stripe:setup", () => {
  it("finds the seeded catalogue and COMEBACK50, creates the webhook once, then changes nothing", async () => {
    const stripe = stripeFor(emulator());
    const lines: string[] = [];
    const first = await setupCatalogue(stripe, {
      webhookUrl: WEBHOOK_URL,
      log: (l) => lines.push(l),
    });

    for (const plan of PLAN_FACTS) {
      const [price] = (await stripe.prices.list({ lookup_keys: [plan.priceId], active: true }))
        .data;
      expect(first.prices[plan.priceId]).toBe(price?.id);
      expect(price?.unit_amount).toBe(plan.monthlyPriceCents);
    }
    expect(lines).toContain("coupon vindbaar_comeback50 ok");
    expect(lines).toContain(`promotion code COMEBACK50 ok (${first.promotionCodeId})`);
    expect(first.webhookSecret).toMatch(/^whsec_/);
    const endpoints = (await stripe.webhookEndpoints.list()).data.filter(
      (endpoint) => endpoint.url === WEBHOOK_URL,
    );
    expect(endpoints).toHaveLength(1);
    expect(new Set(endpoints[0]?.enabled_events)).toEqual(new Set(SYNC_EVENTS));

    const second = await setupCatalogue(stripe, { webhookUrl: WEBHOOK_URL, log: () => {} });
    expect(second.prices).toEqual(first.prices);
    expect(second.promotionCodeId).toBe(first.promotionCodeId);
    expect(second.webhookEndpointId).toBe(first.webhookEndpointId);
    expect(second.webhookSecret).toBeUndefined();
    expect(
      (await stripe.webhookEndpoints.list()).data.filter((e) => e.url === WEBHOOK_URL),
    ).toHaveLength(1);
  });

  it("moves the lookup key to a new price when the amount changed", async () => {
    const stripe = stripeFor(emulator());
    const [old] = (await stripe.prices.list({ lookup_keys: ["price_basic"], active: true })).data;
    // Somebody changed the Basic price in the Dashboard: the catalogue's amount must win again.
    const wrong = await stripe.prices.create({
      product: old!.product as string,
      currency: "eur",
      unit_amount: 2500,
      recurring: { interval: "month" },
      lookup_key: "price_basic",
      transfer_lookup_key: true,
    });
    const result = await setupCatalogue(stripe, { log: () => {} });
    const [current] = (await stripe.prices.list({ lookup_keys: ["price_basic"], active: true }))
      .data;
    expect(current?.id).toBe(result.prices.price_basic);
    expect(current?.id).not.toBe(wrong.id);
    expect(current?.unit_amount).toBe(1900);
  });
});
