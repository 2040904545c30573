import type { ApiRequest } from "../api.ts";
import { now } from "../context.ts";
import { invalidParam, missingParam, noSuch } from "../errors.ts";
import { bool, hash, int, list, mergeMetadata, str, strings, type Params } from "../form.ts";
import { newId } from "../ids.ts";
import type {
  CheckoutSessionObject,
  PriceObject,
  PromotionCodeObject,
  TrialEndBehavior,
} from "../types.ts";
import { requireCustomer } from "./customers.ts";
import { requirePrice } from "./products-prices.ts";

const DAY = 24 * 60 * 60;

/** What the hosted page and the completion need besides the Stripe-visible fields. */
export interface SessionState {
  lineItems: Array<{ price: string; quantity: number }>;
  subscriptionMetadata: Record<string, string>;
  /** A promotion code applied when the session was created (`discounts[0][promotion_code]`). */
  promotionCode: string | null;
  /** `subscription_data[trial_period_days]` and its `trial_settings` end behaviour. */
  trial?: { days: number; endBehavior: TrialEndBehavior } | null;
}

const END_BEHAVIORS: readonly TrialEndBehavior[] = ["cancel", "create_invoice", "pause"];

/** `subscription_data[trial_period_days]` and `[trial_settings][end_behavior]`, validated. */
function trialOf(subscriptionData: Params): SessionState["trial"] {
  const days = int(subscriptionData, "trial_period_days");
  if (days === undefined) return null;
  if (days < 1 || days > 730) {
    throw invalidParam(
      "subscription_data[trial_period_days]",
      "trial_period_days must be between 1 and 730.",
      "parameter_invalid_integer",
    );
  }
  const settings = hash(subscriptionData, "trial_settings");
  const endBehavior = settings && hash(settings, "end_behavior");
  const missing = endBehavior ? str(endBehavior, "missing_payment_method") : undefined;
  if (missing !== undefined && !END_BEHAVIORS.includes(missing as TrialEndBehavior)) {
    throw invalidParam(
      "subscription_data[trial_settings][end_behavior][missing_payment_method]",
      `Invalid missing_payment_method: must be one of ${END_BEHAVIORS.join(", ")}`,
    );
  }
  return { days, endBehavior: (missing as TrialEndBehavior | undefined) ?? "create_invoice" };
}

/** POST /v1/checkout/sessions (mode `subscription`, optionally with a free trial). */
export async function createSession({ ctx, params }: ApiRequest) {
  const mode = str(params, "mode");
  if (!mode) throw missingParam("mode");
  if (mode !== "subscription") {
    throw invalidParam("mode", "The Stripe double supports only mode=subscription.");
  }
  const customer = str(params, "customer");
  const email = str(params, "customer_email");
  if (customer && email) {
    throw invalidParam(
      "customer_email",
      "You may only specify one of these parameters: customer, customer_email.",
    );
  }
  if (customer) await requireCustomer(ctx, customer, "customer");
  const items = (list(params, "line_items") ?? []) as Params[];
  if (items.length === 0) throw missingParam("line_items");
  const lineItems: SessionState["lineItems"] = [];
  const prices: PriceObject[] = [];
  for (const [i, item] of items.entries()) {
    const priceId = str(item, "price");
    if (!priceId) throw missingParam(`line_items[${i}][price]`);
    const price = await requirePrice(ctx, priceId, `line_items[${i}][price]`);
    if (price.type !== "recurring") {
      throw invalidParam(`line_items[${i}][price]`, "mode=subscription needs a recurring price.");
    }
    lineItems.push({ price: priceId, quantity: int(item, "quantity") ?? 1 });
    prices.push(price);
  }
  const successUrl = str(params, "success_url");
  if (!successUrl) throw missingParam("success_url");
  const discounts = (list(params, "discounts") ?? []) as Params[];
  const promoId = discounts[0] ? str(discounts[0], "promotion_code") : undefined;
  let promotion: PromotionCodeObject | null = null;
  if (promoId) {
    promotion = await ctx.store.get<PromotionCodeObject>(promoId, "promotion_code");
    if (!promotion) throw noSuch("promotion_code", promoId, "discounts[0][promotion_code]");
  }
  const allowPromotionCodes = bool(params, "allow_promotion_codes") ?? null;
  if (promotion && allowPromotionCodes) {
    throw invalidParam(
      "allow_promotion_codes",
      "You may only specify one of these parameters: allow_promotion_codes, discounts.",
    );
  }
  const collection = str(params, "payment_method_collection") ?? "always";
  if (collection !== "always" && collection !== "if_required") {
    throw invalidParam(
      "payment_method_collection",
      "Invalid payment_method_collection: must be one of always, if_required",
    );
  }
  const subscriptionData = hash(params, "subscription_data") ?? {};
  const trial = trialOf(subscriptionData);
  const subtotal = prices.reduce((sum, p, i) => sum + p.unit_amount * lineItems[i].quantity, 0);
  const created = now(ctx);
  const id = newId("cs_test", 58);
  const automaticTax = hash(params, "automatic_tax");
  const session: CheckoutSessionObject = {
    id,
    object: "checkout.session",
    allow_promotion_codes: allowPromotionCodes,
    // A trial is free today: Checkout shows the later price but charges nothing now.
    amount_subtotal: trial ? 0 : subtotal,
    amount_total: trial ? 0 : subtotal,
    automatic_tax: {
      enabled: automaticTax ? bool(automaticTax, "enabled") === true : false,
      liability: null,
      status: null,
    },
    billing_address_collection: str(params, "billing_address_collection") ?? null,
    cancel_url: str(params, "cancel_url") ?? null,
    client_reference_id: str(params, "client_reference_id") ?? null,
    created,
    currency: prices[0].currency,
    customer: customer ?? null,
    customer_creation: customer ? null : "always",
    customer_details: null,
    customer_email: email ?? null,
    discounts: promotion ? [{ coupon: null, promotion_code: promotion.id }] : [],
    expires_at: created + DAY,
    invoice: null,
    livemode: false,
    locale: str(params, "locale") ?? null,
    metadata: mergeMetadata({}, params),
    mode,
    payment_intent: null,
    payment_method_collection: collection,
    payment_method_types: strings(params, "payment_method_types") ?? ["card"],
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    success_url: successUrl,
    ui_mode: "hosted",
    url: `${ctx.publicUrl()}/stripe/checkout/${id}`,
  };
  const state: SessionState = {
    lineItems,
    subscriptionMetadata: mergeMetadata({}, subscriptionData),
    promotionCode: promotion?.id ?? null,
    trial,
  };
  await ctx.store.insert(session, { ...state });
  return session;
}
