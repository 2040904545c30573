import { VAT_PERCENT } from "../../../supabase/functions/_shared/contract/plans.ts";
import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { now, type StripeContext } from "../context.ts";
import { noSuch } from "../errors.ts";
import { emitEvent } from "../events.ts";
import { str } from "../form.ts";
import { newId } from "../ids.ts";
import { recordInvoicePayment } from "../payments.ts";
import type { CouponObject, CustomerObject, InvoiceObject, SubscriptionObject } from "../types.ts";

export interface InvoiceAmounts {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** Net price minus the coupon, then 21% btw on the discounted amount (tax_behavior exclusive). */
export function invoiceAmounts(unitAmount: number, quantity: number, percentOff: number | null) {
  const subtotal = unitAmount * quantity;
  const discount = percentOff ? Math.round((subtotal * percentOff) / 100) : 0;
  const tax = Math.round(((subtotal - discount) * VAT_PERCENT) / 100);
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}

export interface InvoiceInput {
  subscription: SubscriptionObject;
  coupon: CouponObject | null;
  reason: "subscription_create" | "subscription_cycle";
  paid: boolean;
  /** A trial period: Stripe still makes an invoice, for € 0. */
  free?: boolean;
  /** The card a paid invoice is charged to (recorded on its charge). */
  paymentMethod?: string | null;
}

/**
 * Creates the invoice of one period of `subscription` (with the payment behind it when paid), and
 * returns it with a function that emits its events. Callers that create a subscription store
 * everything first and emit afterwards, so a webhook that re-reads Stripe never finds an active
 * subscription whose paid invoice does not exist yet.
 */
export async function recordPeriodInvoice(ctx: StripeContext, input: InvoiceInput) {
  const { subscription, coupon } = input;
  const item = subscription.items.data[0];
  const price = item.price;
  const amounts = input.free
    ? { subtotal: 0, discount: 0, tax: 0, total: 0 }
    : invoiceAmounts(price.unit_amount, item.quantity, coupon?.percent_off ?? null);
  const customer = await ctx.store.get<CustomerObject>(subscription.customer, "customer");
  const count = (await ctx.store.list("invoice", subscription.customer)).length;
  const created = now(ctx);
  const discountId = subscription.discounts[0] ?? null;
  const discounts = amounts.discount > 0 && discountId ? [discountId] : [];
  const invoice: InvoiceObject = {
    id: newId("in", 24),
    object: "invoice",
    account_country: "NL",
    account_name: "Vindbaar",
    amount_due: amounts.total,
    amount_overpaid: 0,
    amount_paid: input.paid ? amounts.total : 0,
    amount_remaining: input.paid ? 0 : amounts.total,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    automatic_tax: { enabled: true, liability: { type: "self" }, status: "complete" },
    billing_reason: input.reason,
    collection_method: "charge_automatically",
    created,
    currency: price.currency,
    customer: subscription.customer,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    default_payment_method: null,
    description: null,
    discounts,
    due_date: null,
    effective_at: created,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      object: "list",
      has_more: false,
      url: "/v1/invoices/lines",
      data: [
        {
          id: newId("il", 24),
          object: "line_item",
          amount: amounts.subtotal,
          currency: price.currency,
          description: `${input.free ? "Proefperiode voor " : ""}${item.quantity} × ${String(price.nickname ?? price.lookup_key ?? price.id)}`,
          discount_amounts: discounts.map((discount) => ({ amount: amounts.discount, discount })),
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: {
            price_details: { price: price.id, product: price.product },
            type: "price_details",
            unit_amount_decimal: String(price.unit_amount),
          },
          quantity: item.quantity,
        },
      ],
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${String(customer?.invoice_prefix ?? "VB")}-${String(count + 1).padStart(4, "0")}`,
    parent: {
      type: "subscription_details",
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_end: item.current_period_start,
    period_start: item.current_period_start,
    status: input.paid ? "paid" : "open",
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: input.paid ? created : null,
      voided_at: null,
    },
    subtotal: amounts.subtotal,
    subtotal_excluding_tax: amounts.subtotal,
    total: amounts.total,
    total_discount_amounts: discounts.map((discount) => ({ amount: amounts.discount, discount })),
    total_excluding_tax: amounts.subtotal - amounts.discount,
    total_taxes: [
      {
        amount: amounts.tax,
        tax_behavior: "exclusive",
        tax_rate_details: { tax_rate: "txr_vindbaar_nl_21" },
        taxability_reason: "standard_rated",
        taxable_amount: amounts.subtotal - amounts.discount,
        type: "tax_rate_details",
      },
    ],
    webhooks_delivered_at: created,
  };
  await ctx.store.insert(invoice);
  const payment =
    input.paid && invoice.amount_paid > 0
      ? await recordInvoicePayment(ctx, invoice, input.paymentMethod ?? null)
      : null;
  const emit = async () => {
    await emitEvent(ctx, "invoice.created", invoice);
    await emitEvent(ctx, "invoice.finalized", invoice);
    await payment?.emit();
    await emitEvent(ctx, input.paid ? "invoice.paid" : "invoice.payment_failed", invoice);
  };
  return { invoice, emit };
}

/** Creates the invoice of one period of `subscription` and emits its events. */
export async function billPeriod(ctx: StripeContext, input: InvoiceInput): Promise<InvoiceObject> {
  const { invoice, emit } = await recordPeriodInvoice(ctx, input);
  await emit();
  return invoice;
}

async function list({ ctx, params }: ApiRequest) {
  const customer = str(params, "customer");
  let invoices = await ctx.store.list<InvoiceObject>("invoice", customer);
  const subscription = str(params, "subscription");
  if (subscription) {
    invoices = invoices.filter((i) => i.parent.subscription_details.subscription === subscription);
  }
  const status = str(params, "status");
  if (status) invoices = invoices.filter((i) => i.status === status);
  return paginate(invoices, params, "/v1/invoices");
}

async function retrieve({ ctx }: ApiRequest, id: string) {
  const invoice = await ctx.store.get(id, "invoice");
  if (!invoice) throw noSuch("invoice", id);
  return invoice;
}

export const invoiceRoutes: Route[] = [
  route("GET", "/v1/invoices", list),
  route("GET", "/v1/invoices/:id", retrieve),
];
