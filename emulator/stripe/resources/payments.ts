import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { noSuch } from "../errors.ts";
import { hash, str } from "../form.ts";
import type {
  ChargeObject,
  InvoicePaymentObject,
  PaymentIntentObject,
  PaymentMethodObject,
} from "../types.ts";

/** Read access to what paid invoices leave behind (PaymentIntents, charges, invoice payments). */
async function retrieve({ ctx }: ApiRequest, id: string, type: string, noun: string) {
  const object = await ctx.store.get(id, type);
  if (!object) throw noSuch(noun, id);
  return object;
}

async function listIntents({ ctx, params }: ApiRequest) {
  const intents = await ctx.store.list<PaymentIntentObject>(
    "payment_intent",
    str(params, "customer"),
  );
  return paginate(intents, params, "/v1/payment_intents");
}

async function listCharges({ ctx, params }: ApiRequest) {
  let charges = await ctx.store.list<ChargeObject>("charge", str(params, "customer"));
  const intent = str(params, "payment_intent");
  if (intent) charges = charges.filter((c) => c.payment_intent === intent);
  return paginate(charges, params, "/v1/charges");
}

async function listInvoicePayments({ ctx, params }: ApiRequest) {
  let payments = await ctx.store.list<InvoicePaymentObject>("invoice_payment");
  const invoice = str(params, "invoice");
  if (invoice) payments = payments.filter((p) => p.invoice === invoice);
  const status = str(params, "status");
  if (status) payments = payments.filter((p) => p.status === status);
  const payment = hash(params, "payment");
  const intent = payment ? str(payment, "payment_intent") : undefined;
  if (intent) payments = payments.filter((p) => p.payment.payment_intent === intent);
  return paginate(payments, params, "/v1/invoice_payments");
}

async function listPaymentMethods({ ctx, params }: ApiRequest) {
  const methods = await ctx.store.list<PaymentMethodObject>(
    "payment_method",
    str(params, "customer"),
  );
  return paginate(methods, params, "/v1/payment_methods");
}

export const paymentRoutes: Route[] = [
  route("GET", "/v1/payment_intents", listIntents),
  route("GET", "/v1/payment_intents/:id", (req, id) =>
    retrieve(req, id, "payment_intent", "payment_intent"),
  ),
  route("GET", "/v1/charges", listCharges),
  route("GET", "/v1/charges/:id", (req, id) => retrieve(req, id, "charge", "charge")),
  route("GET", "/v1/invoice_payments", listInvoicePayments),
  route("GET", "/v1/invoice_payments/:id", (req, id) =>
    retrieve(req, id, "invoice_payment", "invoice_payment"),
  ),
  route("GET", "/v1/payment_methods", listPaymentMethods),
  route("GET", "/v1/payment_methods/:id", (req, id) =>
    retrieve(req, id, "payment_method", "PaymentMethod"),
  ),
];
