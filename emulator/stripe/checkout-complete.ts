import { startSubscription } from "./billing.ts";
import type { StripeContext } from "./context.ts";
import { emitEvent } from "./events.ts";
import { findPromotionCode } from "./resources/coupons.ts";
import { createCustomer, requireCustomer } from "./resources/customers.ts";
import { loadSession, type SessionState } from "./resources/checkout-sessions.ts";
import { invoiceAmounts } from "./resources/invoices.ts";
import { requirePrice } from "./resources/products-prices.ts";
import type {
  CheckoutSessionObject,
  CouponObject,
  InvoiceObject,
  PromotionCodeObject,
} from "./types.ts";

export const TEST_CARD_OK = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";

export interface CompleteOptions {
  /** Card number; spaces allowed. Default 4242 4242 4242 4242. */
  card?: string;
  /** A promotion code the customer typed (e.g. COMEBACK50). */
  promotionCode?: string;
}

export type CheckoutFailureReason =
  "card_declined" | "invalid_card" | "invalid_promotion_code" | "closed";

/** Why paying did not work, with the Dutch text the hosted page shows. */
export class CheckoutFailure extends Error {
  constructor(
    readonly reason: CheckoutFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export const normalizeCard = (card: string) => card.replace(/[\s-]/g, "");

/** The promotion code a session would apply: typed (if allowed) or set at creation. */
export async function resolvePromotion(
  ctx: StripeContext,
  session: CheckoutSessionObject,
  typed: string | undefined,
): Promise<{ promotion: PromotionCodeObject | null; coupon: CouponObject | null }> {
  const state = (await ctx.store.internal(session.id)) as unknown as SessionState;
  let promotion: PromotionCodeObject | null = null;
  if (typed && typed.trim() !== "") {
    promotion = session.allow_promotion_codes ? await findPromotionCode(ctx, typed, true) : null;
    if (!promotion) {
      throw new CheckoutFailure(
        "invalid_promotion_code",
        "Deze kortingscode is ongeldig of verlopen.",
      );
    }
  } else if (state.promotionCode) {
    promotion = await ctx.store.get<PromotionCodeObject>(state.promotionCode, "promotion_code");
  }
  const coupon = promotion
    ? await ctx.store.get<CouponObject>(promotion.promotion.coupon, "coupon")
    : null;
  return { promotion, coupon };
}

/**
 * Pays an open session the way hosted Checkout does: customer (if only an e-mail was given),
 * active subscription, paid first invoice, then the session is complete. Returns the session
 * and where the browser goes next (success_url with the session id filled in).
 */
export async function completeCheckout(
  ctx: StripeContext,
  id: string,
  options: CompleteOptions = {},
): Promise<{ session: CheckoutSessionObject; redirectTo: string }> {
  const session = await loadSession(ctx, id);
  if (session.status !== "open") {
    throw new CheckoutFailure("closed", "Deze betaalsessie is verlopen of al afgerond.");
  }
  const card = normalizeCard(options.card ?? TEST_CARD_OK);
  const { promotion, coupon } = await resolvePromotion(ctx, session, options.promotionCode);
  if (card === TEST_CARD_DECLINED) {
    throw new CheckoutFailure("card_declined", "Je kaart is geweigerd. Probeer een andere kaart.");
  }
  if (card !== TEST_CARD_OK) {
    throw new CheckoutFailure(
      "invalid_card",
      "Dit kaartnummer is ongeldig. Gebruik de testkaart 4242 4242 4242 4242.",
    );
  }
  const state = (await ctx.store.internal(id)) as unknown as SessionState;
  const customer = session.customer
    ? await requireCustomer(ctx, session.customer)
    : await createCustomer(ctx, { email: session.customer_email ?? "" });
  const line = state.lineItems[0];
  const price = await requirePrice(ctx, line.price);
  const subscription = await startSubscription(ctx, {
    customer: customer.id,
    price,
    quantity: line.quantity,
    metadata: state.subscriptionMetadata,
    promotionCode: promotion,
    checkoutSession: id,
  });
  const invoice = await ctx.store.get<InvoiceObject>(subscription.latest_invoice ?? "", "invoice");
  const amounts = invoiceAmounts(price.unit_amount, line.quantity, coupon?.percent_off ?? null);
  const completed: CheckoutSessionObject = {
    ...session,
    status: "complete",
    payment_status: "paid",
    customer: customer.id,
    customer_details: {
      address: null,
      business_name: null,
      email: customer.email,
      individual_name: null,
      name: customer.name,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    },
    discounts: promotion ? [{ coupon: null, promotion_code: promotion.id }] : [],
    subscription: subscription.id,
    invoice: invoice?.id ?? null,
    amount_total: amounts.total,
    total_details: {
      amount_discount: amounts.discount,
      amount_shipping: 0,
      amount_tax: amounts.tax,
    },
    url: null,
  };
  await ctx.store.update(completed);
  await emitEvent(ctx, "checkout.session.completed", completed);
  const redirectTo = (session.success_url ?? "").split("{CHECKOUT_SESSION_ID}").join(id);
  return { session: completed, redirectTo };
}
