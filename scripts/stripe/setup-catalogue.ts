import type Stripe from "stripe";
import {
  COMEBACK_OFFER,
  CURRENCY,
  PLAN_FACTS,
  type PlanFacts,
} from "../../supabase/functions/_shared/contract/plans.ts";
import { SYNC_EVENTS } from "../../supabase/functions/_shared/billing/sync-events.ts";

export interface SetupOptions {
  /** `https://<ref>.supabase.co/functions/v1/stripe-webhook`; no endpoint is made without it. */
  webhookUrl?: string;
  log: (line: string) => void;
}

export interface SetupResult {
  prices: Record<string, string>;
  couponId: string;
  promotionCodeId: string;
  webhookEndpointId?: string;
  /** Only when the endpoint was created now: Stripe shows a signing secret once. */
  webhookSecret?: string;
}

const PLAN_METADATA_KEY = "vindbaar_plan";

/**
 * Creates what the product needs in a Stripe account, from the one plan catalogue, and changes
 * nothing that is already right: products (by metadata), monthly EUR prices (by lookup key — a
 * changed amount gets a new price that takes the key over), the COMEBACK50 coupon and promotion
 * code, and the webhook endpoint (by URL).
 */
export async function setupCatalogue(stripe: Stripe, options: SetupOptions): Promise<SetupResult> {
  const prices: Record<string, string> = {};
  for (const plan of PLAN_FACTS) {
    prices[plan.priceId] = await ensurePrice(stripe, plan, options.log);
  }
  const couponId = await ensureCoupon(stripe, options.log);
  const promotionCodeId = await ensurePromotionCode(stripe, couponId, options.log);
  const result: SetupResult = { prices, couponId, promotionCodeId };
  if (options.webhookUrl) Object.assign(result, await ensureWebhook(stripe, options));
  return result;
}

async function ensureProduct(stripe: Stripe, plan: PlanFacts, log: SetupOptions["log"]) {
  for await (const product of stripe.products.list({ limit: 100 })) {
    if (product.metadata?.[PLAN_METADATA_KEY] === plan.id) return product.id;
  }
  const product = await stripe.products.create({
    name: `Vindbaar ${plan.name}`,
    metadata: { [PLAN_METADATA_KEY]: plan.id },
  });
  log(`created product ${product.id} (${product.name})`);
  return product.id;
}

async function ensurePrice(stripe: Stripe, plan: PlanFacts, log: SetupOptions["log"]) {
  const existing = (
    await stripe.prices.list({ lookup_keys: [plan.priceId], active: true, limit: 1 })
  ).data[0];
  const matches =
    existing &&
    existing.unit_amount === plan.monthlyPriceCents &&
    existing.currency === CURRENCY &&
    existing.recurring?.interval === "month" &&
    existing.recurring.interval_count === 1;
  if (matches) {
    log(`price ${plan.priceId} ok (${existing.id})`);
    return existing.id;
  }
  const product =
    typeof existing?.product === "string"
      ? existing.product
      : await ensureProduct(stripe, plan, log);
  const price = await stripe.prices.create({
    product,
    currency: CURRENCY,
    unit_amount: plan.monthlyPriceCents,
    recurring: { interval: "month", interval_count: 1 },
    lookup_key: plan.priceId,
    // A new amount takes the lookup key over from the old price; subscriptions keep theirs.
    transfer_lookup_key: true,
    tax_behavior: "exclusive",
    metadata: { [PLAN_METADATA_KEY]: plan.id },
  });
  log(`created price ${price.id} for ${plan.priceId} (${plan.monthlyPriceCents} cents/month)`);
  return price.id;
}

async function ensureCoupon(stripe: Stripe, log: SetupOptions["log"]) {
  const id = COMEBACK_OFFER.couponId;
  try {
    const coupon = await stripe.coupons.retrieve(id);
    log(`coupon ${id} ok`);
    return coupon.id;
  } catch (error) {
    if ((error as { code?: string }).code !== "resource_missing") throw error;
  }
  const coupon = await stripe.coupons.create({
    id,
    name: `${COMEBACK_OFFER.percentOff}% korting, ${COMEBACK_OFFER.durationInMonths} maanden`,
    percent_off: COMEBACK_OFFER.percentOff,
    duration: "repeating",
    duration_in_months: COMEBACK_OFFER.durationInMonths,
  });
  log(`created coupon ${coupon.id}`);
  return coupon.id;
}

async function ensurePromotionCode(stripe: Stripe, couponId: string, log: SetupOptions["log"]) {
  const existing = (await stripe.promotionCodes.list({ code: COMEBACK_OFFER.code, limit: 1 }))
    .data[0];
  if (existing) {
    log(`promotion code ${COMEBACK_OFFER.code} ok (${existing.id})`);
    return existing.id;
  }
  const code = await stripe.promotionCodes.create({
    code: COMEBACK_OFFER.code,
    promotion: { type: "coupon", coupon: couponId },
  });
  log(`created promotion code ${code.code} (${code.id})`);
  return code.id;
}

async function ensureWebhook(stripe: Stripe, options: SetupOptions) {
  const url = options.webhookUrl as string;
  const enabledEvents = [...SYNC_EVENTS] as Stripe.WebhookEndpointCreateParams.EnabledEvent[];
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url !== url) continue;
    await stripe.webhookEndpoints.update(endpoint.id, { enabled_events: enabledEvents });
    options.log(`webhook endpoint ${endpoint.id} ok (${url}); its signing secret is unchanged`);
    return { webhookEndpointId: endpoint.id };
  }
  const endpoint = await stripe.webhookEndpoints.create({
    url,
    enabled_events: enabledEvents,
    description: "Vindbaar stripe-webhook function",
  });
  options.log(`created webhook endpoint ${endpoint.id} for ${url}`);
  return { webhookEndpointId: endpoint.id, webhookSecret: endpoint.secret };
}
