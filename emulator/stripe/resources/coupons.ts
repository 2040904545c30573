import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { now, type StripeContext } from "../context.ts";
import { invalidParam, missingParam, noSuch } from "../errors.ts";
import { bool, hash, int, mergeMetadata, str, type Params } from "../form.ts";
import { base62, newId } from "../ids.ts";
import type { CouponObject, PromotionCodeObject } from "../types.ts";

export async function createCoupon(ctx: StripeContext, params: Params): Promise<CouponObject> {
  const percentOff = params.percent_off === undefined ? undefined : Number(params.percent_off);
  const amountOff = int(params, "amount_off");
  if (percentOff === undefined && amountOff === undefined) throw missingParam("percent_off");
  if (percentOff !== undefined && !(percentOff > 0 && percentOff <= 100)) {
    throw invalidParam(
      "percent_off",
      "percent_off must be between 0 and 100",
      "parameter_invalid_integer",
    );
  }
  const duration = (str(params, "duration") ?? "once") as CouponObject["duration"];
  if (!["once", "repeating", "forever"].includes(duration)) {
    throw invalidParam("duration", `Invalid duration: ${duration}`);
  }
  const months = int(params, "duration_in_months");
  if (duration === "repeating" && months === undefined) throw missingParam("duration_in_months");
  const id = str(params, "id") ?? base62(8);
  if (await ctx.store.get(id))
    throw invalidParam("id", "Coupon already exists.", "resource_already_exists");
  const coupon: CouponObject = {
    id,
    object: "coupon",
    amount_off: amountOff ?? null,
    created: now(ctx),
    currency: amountOff !== undefined ? (str(params, "currency") ?? "eur") : null,
    duration,
    duration_in_months: duration === "repeating" ? (months ?? null) : null,
    livemode: false,
    max_redemptions: null,
    metadata: mergeMetadata({}, params),
    name: str(params, "name") ?? null,
    percent_off: percentOff ?? null,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  };
  await ctx.store.insert(coupon);
  return coupon;
}

export async function createPromotionCode(ctx: StripeContext, params: Params) {
  const promotion = hash(params, "promotion");
  // The pre-2025-09-30 shape sent `coupon` at the top level; accept both.
  const couponId = (promotion && str(promotion, "coupon")) ?? str(params, "coupon");
  if (!couponId) throw missingParam("promotion[coupon]");
  if (!(await ctx.store.get(couponId, "coupon")))
    throw noSuch("coupon", couponId, "promotion[coupon]");
  const code = str(params, "code") ?? base62(8).toUpperCase();
  if (await findPromotionCode(ctx, code)) {
    throw invalidParam("code", "An active promotion code with `code` already exists.");
  }
  const promo: PromotionCodeObject = {
    id: newId("promo", 24),
    object: "promotion_code",
    active: bool(params, "active") ?? true,
    code,
    created: now(ctx),
    customer: null,
    customer_account: null,
    expires_at: null,
    livemode: false,
    max_redemptions: null,
    metadata: mergeMetadata({}, params),
    promotion: { type: "coupon", coupon: couponId },
    restrictions: {
      first_time_transaction: false,
      minimum_amount: null,
      minimum_amount_currency: null,
    },
    times_redeemed: 0,
  };
  await ctx.store.insert(promo);
  return promo;
}

/** Stripe matches promotion codes case-insensitively at checkout. */
export async function findPromotionCode(ctx: StripeContext, code: string, activeOnly = false) {
  const codes = await ctx.store.list<PromotionCodeObject>("promotion_code");
  return (
    codes.find(
      (p) => p.code.toLowerCase() === code.trim().toLowerCase() && (!activeOnly || p.active),
    ) ?? null
  );
}

async function listPromotionCodes({ ctx, params }: ApiRequest) {
  let codes = await ctx.store.list<PromotionCodeObject>("promotion_code");
  const code = str(params, "code");
  if (code) codes = codes.filter((p) => p.code === code);
  const active = bool(params, "active");
  if (active !== undefined) codes = codes.filter((p) => p.active === active);
  const coupon = str(params, "coupon");
  if (coupon) codes = codes.filter((p) => p.promotion.coupon === coupon);
  return paginate(codes, params, "/v1/promotion_codes");
}

async function retrieve({ ctx }: ApiRequest, id: string, type: "coupon" | "promotion_code") {
  const object = await ctx.store.get(id, type);
  if (!object) throw noSuch(type.replace("_", " "), id);
  return object;
}

export const couponRoutes: Route[] = [
  route("POST", "/v1/coupons", ({ ctx, params }) => ctx.exclusive(() => createCoupon(ctx, params))),
  route("GET", "/v1/coupons", async ({ ctx, params }) =>
    paginate(await ctx.store.list("coupon"), params, "/v1/coupons"),
  ),
  route("GET", "/v1/coupons/:id", (req, id) => retrieve(req, id, "coupon")),
  route("POST", "/v1/promotion_codes", ({ ctx, params }) =>
    ctx.exclusive(() => createPromotionCode(ctx, params)),
  ),
  route("GET", "/v1/promotion_codes", listPromotionCodes),
  route("GET", "/v1/promotion_codes/:id", (req, id) => retrieve(req, id, "promotion_code")),
];
