import {
  COMEBACK_OFFER,
  CURRENCY,
  PLAN_FACTS,
} from "../../supabase/functions/_shared/contract/plans.ts";
import type { StripeContext } from "./context.ts";
import { createCoupon, createPromotionCode, findPromotionCode } from "./resources/coupons.ts";
import { createPrice, createProduct, findPriceByLookupKey } from "./resources/products-prices.ts";
import { createWebhookEndpoint } from "./resources/webhook-endpoints.ts";
import type { WebhookEndpointObject } from "./types.ts";

export const COMEBACK_COUPON_ID = COMEBACK_OFFER.couponId;

/**
 * The catalogue from PLAN_FACTS (one product and one monthly price per plan, lookup key = the
 * logical price id), the COMEBACK50 offer and the app's webhook endpoint. Idempotent: looks up
 * by lookup key, code and URL, so a restart with a data dir creates nothing twice.
 */
export async function seedCatalogue(ctx: StripeContext, webhook: { url: string; secret: string }) {
  for (const plan of PLAN_FACTS) {
    if (await findPriceByLookupKey(ctx, plan.priceId)) continue;
    const product = await createProduct(ctx, {
      name: plan.name,
      metadata: { plan_id: plan.id },
    });
    await createPrice(ctx, {
      product: product.id,
      unit_amount: String(plan.monthlyPriceCents),
      currency: CURRENCY,
      recurring: { interval: "month", interval_count: "1" },
      lookup_key: plan.priceId,
      nickname: plan.name,
      tax_behavior: "exclusive",
      metadata: { plan_id: plan.id },
    });
  }
  if (!(await ctx.store.get(COMEBACK_COUPON_ID, "coupon"))) {
    await createCoupon(ctx, {
      id: COMEBACK_COUPON_ID,
      name: `${COMEBACK_OFFER.percentOff}% korting, ${COMEBACK_OFFER.durationInMonths} maanden`,
      percent_off: String(COMEBACK_OFFER.percentOff),
      duration: "repeating",
      duration_in_months: String(COMEBACK_OFFER.durationInMonths),
    });
  }
  if (!(await findPromotionCode(ctx, COMEBACK_OFFER.code))) {
    await createPromotionCode(ctx, {
      code: COMEBACK_OFFER.code,
      promotion: { type: "coupon", coupon: COMEBACK_COUPON_ID },
    });
  }
  await seedAppEndpoint(ctx, webhook);
}

/**
 * The app's endpoint stays one endpoint across restarts: after a start on another port it is
 * pointed at the new URL, as updating an endpoint's URL does at Stripe, so deliveries still owed
 * to it reach the running function. Other endpoints seeded by earlier starts are retired.
 */
async function seedAppEndpoint(ctx: StripeContext, webhook: { url: string; secret: string }) {
  const endpoints = (await ctx.store.list<WebhookEndpointObject>("webhook_endpoint")).filter(
    (endpoint) => !endpoint.deleted,
  );
  const seeded: WebhookEndpointObject[] = [];
  for (const endpoint of endpoints) {
    if ((await ctx.store.internal(endpoint.id)).seeded === true) seeded.push(endpoint);
  }
  const atUrl = endpoints.find((endpoint) => endpoint.url === webhook.url);
  // Newest first: the endpoint of the most recent earlier start is the one to move.
  const kept = atUrl ?? seeded[0];
  for (const endpoint of seeded) {
    if (endpoint.id === kept?.id) continue;
    await ctx.store.update({ ...endpoint, deleted: true, status: "disabled" });
  }
  if (kept && kept.url !== webhook.url) {
    await ctx.store.update({ ...kept, url: webhook.url });
    await ctx.store.setInternal(kept.id, { secret: webhook.secret, seeded: true });
  }
  if (!kept) {
    const endpoint = await createWebhookEndpoint(
      ctx,
      { url: webhook.url, enabled_events: ["*"], description: "Vindbaar stripe-webhook function" },
      webhook.secret,
    );
    await ctx.store.setInternal(endpoint.id, { secret: webhook.secret, seeded: true });
  }
}
