/**
 * Writes emulator/stripe/contract/stripe-api.json: for the objects the Stripe double returns, the
 * fields Stripe always sends, and for each endpoint the double serves, the parameters Stripe knows.
 * Source: the installed `stripe` package's type declarations, which stripe-node generates from
 * Stripe's OpenAPI spec (the version in node_modules/stripe/OPENAPI_VERSION) for the API version it
 * pins. A field without `?` is required in the spec; a params interface lists the operation's
 * request parameters. Run after upgrading `stripe`: `npx tsx scripts/stripe-contract-extract.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const ROOT = join(import.meta.dirname, "..");
const TYPES = join(ROOT, "node_modules/stripe/cjs/resources");
const OUT = join(ROOT, "emulator/stripe/contract/stripe-api.json");

/** Object type → declaration file and interface(s); an event is its base plus `type` and `data`. */
const OBJECTS: Record<string, [string, ...string[]]> = {
  "billing_portal.session": ["BillingPortal/Sessions.d.ts", "Session"],
  charge: ["Charges.d.ts", "Charge"],
  "checkout.session": ["Checkout/Sessions.d.ts", "Session"],
  coupon: ["Coupons.d.ts", "Coupon"],
  customer: ["Customers.d.ts", "Customer"],
  discount: ["Discounts.d.ts", "Discount"],
  event: ["Events.d.ts", "EventBase", "CustomerCreatedEvent"],
  invoice: ["Invoices.d.ts", "Invoice"],
  invoice_payment: ["InvoicePayments.d.ts", "InvoicePayment"],
  item: ["LineItems.d.ts", "LineItem"],
  line_item: ["InvoiceLineItems.d.ts", "InvoiceLineItem"],
  payment_intent: ["PaymentIntents.d.ts", "PaymentIntent"],
  payment_method: ["PaymentMethods.d.ts", "PaymentMethod"],
  price: ["Prices.d.ts", "Price"],
  product: ["Products.d.ts", "Product"],
  promotion_code: ["PromotionCodes.d.ts", "PromotionCode"],
  refund: ["Refunds.d.ts", "Refund"],
  subscription: ["Subscriptions.d.ts", "Subscription"],
  subscription_item: ["SubscriptionItems.d.ts", "SubscriptionItem"],
  webhook_endpoint: ["WebhookEndpoints.d.ts", "WebhookEndpoint"],
};

/** Route of the double (as in its `route()` calls) → declaration file and params interface. */
const OPERATIONS: Record<string, [string, string]> = {
  "POST /v1/customers": ["Customers.d.ts", "CustomerCreateParams"],
  "GET /v1/customers": ["Customers.d.ts", "CustomerListParams"],
  "GET /v1/customers/search": ["Customers.d.ts", "CustomerSearchParams"],
  "GET /v1/customers/:id": ["Customers.d.ts", "CustomerRetrieveParams"],
  "POST /v1/customers/:id": ["Customers.d.ts", "CustomerUpdateParams"],
  "DELETE /v1/customers/:id": ["Customers.d.ts", "CustomerDeleteParams"],
  "POST /v1/products": ["Products.d.ts", "ProductCreateParams"],
  "GET /v1/products": ["Products.d.ts", "ProductListParams"],
  "GET /v1/products/:id": ["Products.d.ts", "ProductRetrieveParams"],
  "POST /v1/prices": ["Prices.d.ts", "PriceCreateParams"],
  "GET /v1/prices": ["Prices.d.ts", "PriceListParams"],
  "GET /v1/prices/:id": ["Prices.d.ts", "PriceRetrieveParams"],
  "POST /v1/coupons": ["Coupons.d.ts", "CouponCreateParams"],
  "GET /v1/coupons": ["Coupons.d.ts", "CouponListParams"],
  "GET /v1/coupons/:id": ["Coupons.d.ts", "CouponRetrieveParams"],
  "POST /v1/promotion_codes": ["PromotionCodes.d.ts", "PromotionCodeCreateParams"],
  "GET /v1/promotion_codes": ["PromotionCodes.d.ts", "PromotionCodeListParams"],
  "GET /v1/promotion_codes/:id": ["PromotionCodes.d.ts", "PromotionCodeRetrieveParams"],
  "POST /v1/checkout/sessions": ["Checkout/Sessions.d.ts", "Checkout.SessionCreateParams"],
  "GET /v1/checkout/sessions": ["Checkout/Sessions.d.ts", "Checkout.SessionListParams"],
  "GET /v1/checkout/sessions/:id": ["Checkout/Sessions.d.ts", "Checkout.SessionRetrieveParams"],
  "POST /v1/checkout/sessions/:id/expire": [
    "Checkout/Sessions.d.ts",
    "Checkout.SessionExpireParams",
  ],
  "GET /v1/checkout/sessions/:id/line_items": [
    "Checkout/Sessions.d.ts",
    "Checkout.SessionListLineItemsParams",
  ],
  "GET /v1/subscriptions": ["Subscriptions.d.ts", "SubscriptionListParams"],
  "GET /v1/subscriptions/:id": ["Subscriptions.d.ts", "SubscriptionRetrieveParams"],
  "POST /v1/subscriptions/:id": ["Subscriptions.d.ts", "SubscriptionUpdateParams"],
  "DELETE /v1/subscriptions/:id": ["Subscriptions.d.ts", "SubscriptionCancelParams"],
  "GET /v1/invoices": ["Invoices.d.ts", "InvoiceListParams"],
  "GET /v1/invoices/:id": ["Invoices.d.ts", "InvoiceRetrieveParams"],
  "GET /v1/payment_intents": ["PaymentIntents.d.ts", "PaymentIntentListParams"],
  "GET /v1/payment_intents/:id": ["PaymentIntents.d.ts", "PaymentIntentRetrieveParams"],
  "GET /v1/charges": ["Charges.d.ts", "ChargeListParams"],
  "GET /v1/charges/:id": ["Charges.d.ts", "ChargeRetrieveParams"],
  "GET /v1/invoice_payments": ["InvoicePayments.d.ts", "InvoicePaymentListParams"],
  "GET /v1/invoice_payments/:id": ["InvoicePayments.d.ts", "InvoicePaymentRetrieveParams"],
  "GET /v1/payment_methods": ["PaymentMethods.d.ts", "PaymentMethodListParams"],
  "GET /v1/payment_methods/:id": ["PaymentMethods.d.ts", "PaymentMethodRetrieveParams"],
  "POST /v1/refunds": ["Refunds.d.ts", "RefundCreateParams"],
  "GET /v1/refunds": ["Refunds.d.ts", "RefundListParams"],
  "GET /v1/refunds/:id": ["Refunds.d.ts", "RefundRetrieveParams"],
  "POST /v1/billing_portal/sessions": [
    "BillingPortal/Sessions.d.ts",
    "BillingPortal.SessionCreateParams",
  ],
  "POST /v1/webhook_endpoints": ["WebhookEndpoints.d.ts", "WebhookEndpointCreateParams"],
  "GET /v1/webhook_endpoints": ["WebhookEndpoints.d.ts", "WebhookEndpointListParams"],
  "GET /v1/webhook_endpoints/:id": ["WebhookEndpoints.d.ts", "WebhookEndpointRetrieveParams"],
  "POST /v1/webhook_endpoints/:id": ["WebhookEndpoints.d.ts", "WebhookEndpointUpdateParams"],
  "DELETE /v1/webhook_endpoints/:id": ["WebhookEndpoints.d.ts", "WebhookEndpointDeleteParams"],
  "GET /v1/events": ["Events.d.ts", "EventListParams"],
  "GET /v1/events/:id": ["Events.d.ts", "EventRetrieveParams"],
};

/** What `extends PaginationParams` adds (shared.d.ts). */
const PAGINATION = ["ending_before", "limit", "starting_after"];

interface Member {
  name: string;
  optional: boolean;
}

/** Every interface in a file by qualified name (`Session`, `Checkout.SessionCreateParams`). */
function interfaces(file: string): Map<string, { members: Member[]; paginated: boolean }> {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(TYPES, file), "utf8"),
    ts.ScriptTarget.Latest,
  );
  const found = new Map<string, { members: Member[]; paginated: boolean }>();
  const visit = (node: ts.Node, prefix: string) => {
    if (ts.isInterfaceDeclaration(node)) {
      const members = node.members.filter(ts.isPropertySignature).map((m) => ({
        name: m.name.getText(source).replace(/^'|'$/g, ""),
        optional: !!m.questionToken,
      }));
      const paginated = !!node.heritageClauses?.some((c) =>
        c.types.some((t) => t.expression.getText(source) === "PaginationParams"),
      );
      found.set(prefix + node.name.text, { members, paginated });
    } else if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
      for (const child of node.body.statements) visit(child, `${prefix}${node.name.text}.`);
    }
  };
  for (const statement of source.statements) visit(statement, "");
  return found;
}

function lookup(file: string, name: string) {
  const found = interfaces(file).get(name);
  if (!found) throw new Error(`${name} not found in ${file}`);
  return found;
}

const version = readFileSync(join(ROOT, "node_modules/stripe/OPENAPI_VERSION"), "utf8").trim();
const pkg = JSON.parse(readFileSync(join(ROOT, "node_modules/stripe/package.json"), "utf8"));
const contract = {
  source: `stripe@${pkg.version} type declarations, generated from Stripe's OpenAPI spec ${version}`,
  requiredFields: Object.fromEntries(
    Object.entries(OBJECTS).map(([object, [file, ...names]]) => [
      object,
      [
        ...new Set(
          names.flatMap((name) =>
            lookup(file, name)
              .members.filter((m) => !m.optional)
              .map((m) => m.name),
          ),
        ),
      ].sort(),
    ]),
  ),
  knownParams: Object.fromEntries(
    Object.entries(OPERATIONS).map(([operation, [file, name]]) => {
      const { members, paginated } = lookup(file, name);
      const names = members.map((m) => m.name).concat(paginated ? PAGINATION : []);
      return [operation, [...new Set(names)].sort()];
    }),
  ),
};
writeFileSync(OUT, `${JSON.stringify(contract, null, 2)}\n`);
console.log(`wrote ${OUT}`);
