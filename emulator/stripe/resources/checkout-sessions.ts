import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { now, type StripeContext } from "../context.ts";
import { invalidParam, missingParam, noSuch } from "../errors.ts";
import { emitEvent } from "../events.ts";
import { bool, hash, int, list, mergeMetadata, str, strings, type Params } from "../form.ts";
import { newId } from "../ids.ts";
import type { CheckoutSessionObject, PriceObject, PromotionCodeObject } from "../types.ts";
import { requireCustomer } from "./customers.ts";
import { requirePrice } from "./products-prices.ts";

const DAY = 24 * 60 * 60;

/** What the hosted page and the completion need besides the Stripe-visible fields. */
export interface SessionState {
  lineItems: Array<{ price: string; quantity: number }>;
  subscriptionMetadata: Record<string, string>;
  /** A promotion code applied when the session was created (`discounts[0][promotion_code]`). */
  promotionCode: string | null;
}

async function create({ ctx, params }: ApiRequest) {
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
  const subtotal = prices.reduce((sum, p, i) => sum + p.unit_amount * lineItems[i].quantity, 0);
  const created = now(ctx);
  const id = newId("cs_test", 58);
  const automaticTax = hash(params, "automatic_tax");
  const session: CheckoutSessionObject = {
    id,
    object: "checkout.session",
    allow_promotion_codes: allowPromotionCodes,
    amount_subtotal: subtotal,
    amount_total: subtotal,
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
    payment_method_types: strings(params, "payment_method_types") ?? ["card"],
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    success_url: successUrl,
    ui_mode: "hosted",
    url: `${ctx.publicUrl()}/stripe/checkout/${id}`,
  };
  const subscriptionData = hash(params, "subscription_data") ?? {};
  const state: SessionState = {
    lineItems,
    subscriptionMetadata: mergeMetadata({}, subscriptionData),
    promotionCode: promotion?.id ?? null,
  };
  await ctx.store.insert(session, { ...state });
  return session;
}

/** A session, marked expired (with its event) once the emulator clock passed `expires_at`. */
export async function loadSession(ctx: StripeContext, id: string): Promise<CheckoutSessionObject> {
  const session = await ctx.store.get<CheckoutSessionObject>(id, "checkout.session");
  if (!session) throw noSuch("checkout.session", id);
  if (session.status !== "open" || session.expires_at > now(ctx)) return session;
  const expired: CheckoutSessionObject = { ...session, status: "expired", url: null };
  await ctx.store.update(expired);
  await emitEvent(ctx, "checkout.session.expired", expired);
  return expired;
}

async function lineItems(ctx: StripeContext, id: string) {
  const session = await loadSession(ctx, id);
  const state = (await ctx.store.internal(id)) as unknown as SessionState;
  return Promise.all(
    state.lineItems.map(async (item, i) => {
      const price = await requirePrice(ctx, item.price);
      const amount = price.unit_amount * item.quantity;
      return {
        id: `li_${session.id.slice(8, 32)}${i}`,
        object: "item",
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: price.nickname ?? price.lookup_key ?? price.id,
        price,
        quantity: item.quantity,
        created: session.created,
      };
    }),
  );
}

async function retrieve({ ctx, params }: ApiRequest, id: string) {
  const session: Record<string, unknown> = await ctx.exclusive(() => loadSession(ctx, id));
  // line_items is includable only: it appears when expand[] asks for it.
  if ((strings(params, "expand") ?? []).some((path) => path.split(".")[0] === "line_items")) {
    const data = await lineItems(ctx, id);
    session.line_items = {
      object: "list",
      url: `/v1/checkout/sessions/${id}/line_items`,
      has_more: false,
      data,
    };
  }
  return session;
}

export const checkoutRoutes: Route[] = [
  route("POST", "/v1/checkout/sessions", (req) => req.ctx.exclusive(() => create(req))),
  route("GET", "/v1/checkout/sessions", async ({ ctx, params }) =>
    paginate(await ctx.store.list("checkout.session"), params, "/v1/checkout/sessions"),
  ),
  route("GET", "/v1/checkout/sessions/:id", retrieve),
  route("GET", "/v1/checkout/sessions/:id/line_items", async ({ ctx, params }, id) =>
    paginate(await lineItems(ctx, id), params, `/v1/checkout/sessions/${id}/line_items`),
  ),
];
