import { startSubscription } from "./billing.ts";
import type { StripeContext } from "./context.ts";
import { emitEvent } from "./events.ts";
import { findPromotionCode } from "./resources/coupons.ts";
import { createCustomer, requireCustomer } from "./resources/customers.ts";
import { loadSession, type SessionState } from "./resources/checkout-sessions.ts";
import { attachCard, cardProblem, normalizeCard, TEST_CARD_OK } from "./payment-methods.ts";
import { invoiceAmounts } from "./resources/invoices.ts";
import { requirePrice } from "./resources/products-prices.ts";
import type {
  CheckoutSessionObject,
  CouponObject,
  InvoiceObject,
  PromotionCodeObject,
} from "./types.ts";

export interface CompleteOptions {
  /**
   * Card number; spaces allowed. Default 4242 4242 4242 4242, or no card at all for a trial
   * that collects no payment method.
   */
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

/**
 * Whether the hosted page asks for a card: always, except for a free trial created with
 * `payment_method_collection: "if_required"` (nothing is due today, so Checkout collects none).
 */
export function collectsCard(session: CheckoutSessionObject, state: SessionState): boolean {
  return !(state.trial && session.payment_method_collection === "if_required");
}

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
 * the card as a payment method, an active subscription with a paid first invoice (or a trialing
 * one with a € 0 invoice), then the session is complete. Returns the session and where the
 * browser goes next (success_url with the session id filled in).
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
  const state = (await ctx.store.internal(id)) as unknown as SessionState;
  const needsCard = collectsCard(session, state);
  const card = normalizeCard(options.card ?? (needsCard ? TEST_CARD_OK : ""));
  const { promotion, coupon } = await resolvePromotion(ctx, session, options.promotionCode);
  const problem = needsCard || card !== "" ? cardProblem(card) : null;
  if (problem) throw new CheckoutFailure(problem.reason, problem.message);
  const customer = session.customer
    ? await requireCustomer(ctx, session.customer)
    : await createCustomer(ctx, { email: session.customer_email ?? "" });
  const paymentMethod = card !== "" ? await attachCard(ctx, customer.id, card) : null;
  const line = state.lineItems[0];
  const price = await requirePrice(ctx, line.price);
  const trial = state.trial ?? null;
  const subscription = await startSubscription(ctx, {
    customer: customer.id,
    price,
    quantity: line.quantity,
    metadata: state.subscriptionMetadata,
    promotionCode: promotion,
    checkoutSession: id,
    defaultPaymentMethod: paymentMethod?.id ?? null,
    trial,
  });
  const invoice = await ctx.store.get<InvoiceObject>(subscription.latest_invoice ?? "", "invoice");
  const amounts = trial
    ? { total: 0, discount: 0, tax: 0 }
    : invoiceAmounts(price.unit_amount, line.quantity, coupon?.percent_off ?? null);
  const completed: CheckoutSessionObject = {
    ...session,
    status: "complete",
    payment_status: trial ? "no_payment_required" : "paid",
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
