/**
 * Writes emulator/stripe/contract/stripe-api.json: for the objects the Stripe double returns, the
 * fields Stripe always sends, and for each endpoint the double serves, the parameters Stripe knows,
 * nested ones included. Source: the installed `stripe` package's type declarations, which
 * stripe-node generates from Stripe's OpenAPI spec (the version in
 * node_modules/stripe/OPENAPI_VERSION) for the API version it pins. A field without `?` is required
 * in the OpenAPI spec; a params interface lists the operation's request parameters, and its member types
 * (resolved by the TypeScript checker) give the keys of each nested hash and list.
 * Run after upgrading `stripe`: `npx tsx scripts/stripe-contract-extract.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as prettier from "prettier";
import ts from "typescript";
import type { ParamShape } from "../emulator/stripe/stripe-api-contract.ts";

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

const program = ts.createProgram(
  [...Object.values(OBJECTS), ...Object.values(OPERATIONS)].map(([file]) => join(TYPES, file)),
  { noEmit: true, skipLibCheck: true },
);
const checker = program.getTypeChecker();

/** An interface by qualified name (`Session`, `Checkout.SessionCreateParams`) in a file. */
function findInterface(file: string, name: string): ts.InterfaceDeclaration {
  let found: ts.InterfaceDeclaration | undefined;
  const visit = (node: ts.Node, prefix: string) => {
    if (ts.isInterfaceDeclaration(node) && prefix + node.name.text === name) found = node;
    else if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
      for (const child of node.body.statements) visit(child, `${prefix}${node.name.text}.`);
    }
  };
  for (const statement of program.getSourceFile(join(TYPES, file))?.statements ?? []) {
    visit(statement, "");
  }
  if (!found) throw new Error(`${name} not found in ${file}`);
  return found;
}

/** The fields an object interface declares without `?`. */
function requiredFields(file: string, name: string): string[] {
  return findInterface(file, name)
    .members.filter(ts.isPropertySignature)
    .filter((member) => !member.questionToken)
    .map((member) => member.name.getText().replace(/^'|'$/g, ""));
}

/**
 * A parameter's shape: a list when any member of its union is an array (`Emptyable<Array<X>>`),
 * a hash of known keys when a member is an interface with named fields, otherwise "any": a
 * scalar, an enum, a free-form hash with an index signature (`metadata`) or a value class such as
 * `Decimal` (whose members are methods, not parameters).
 */
function shapeOf(type: ts.Type, depth = 0): ParamShape {
  if (depth > 20) throw new Error(`parameter nesting too deep at ${checker.typeToString(type)}`);
  const members = type.isUnion() ? type.types : [type];
  const list = members.find((t) => checker.isArrayType(t));
  if (list) return [shapeOf(checker.getTypeArguments(list as ts.TypeReference)[0], depth + 1)];
  // An interface without members (`CustomerDeleteParams`) is a hash that takes no keys.
  const hashes = members.filter(
    (t) => t.flags & ts.TypeFlags.Object && checker.getIndexInfosOfType(t).length === 0,
  );
  if (hashes.length === 0) return "any";
  const fields = hashes.flatMap((t) => checker.getPropertiesOfType(t));
  const isMethod = (d: ts.Declaration) => ts.isMethodSignature(d) || ts.isMethodDeclaration(d);
  if (fields.some((field) => field.declarations?.some(isMethod))) return "any";
  const shape: Record<string, ParamShape> = {};
  for (const field of fields.sort((a, b) => a.name.localeCompare(b.name))) {
    shape[field.name] = shapeOf(checker.getTypeOfSymbol(field), depth + 1);
  }
  return shape;
}

const version = readFileSync(join(ROOT, "node_modules/stripe/OPENAPI_VERSION"), "utf8").trim();
const pkg = JSON.parse(readFileSync(join(ROOT, "node_modules/stripe/package.json"), "utf8"));
const contract = {
  source: `stripe@${pkg.version} type declarations, generated from Stripe's OpenAPI spec ${version}`,
  requiredFields: Object.fromEntries(
    Object.entries(OBJECTS).map(([object, [file, ...names]]) => [
      object,
      [...new Set(names.flatMap((name) => requiredFields(file, name)))].sort(),
    ]),
  ),
  // Inherited members (`extends PaginationParams`) come with the checker's view of the type.
  params: Object.fromEntries(
    Object.entries(OPERATIONS).map(([operation, [file, name]]) => [
      operation,
      shapeOf(checker.getTypeAtLocation(findInterface(file, name).name)),
    ]),
  ),
};
// Formatted as `npm run lint` checks it, with the repository's Prettier settings.
const text = await prettier.format(JSON.stringify(contract), {
  ...(await prettier.resolveConfig(OUT)),
  filepath: OUT,
});
writeFileSync(OUT, text);
console.log(`wrote ${OUT}`);
