import { REQUIRED_FIELDS } from "./stripe-api-contract.ts";

type Json = Record<string, unknown>;

/**
 * Fields Stripe always sends but the double has no behaviour for, with the values Stripe gives a
 * plain test-mode account (no Connect, no shipping, no tax IDs). Applied when an object leaves the
 * double (API answer or webhook), so objects stored before a field was added get it as well.
 * Every other required field the double does not set is one Stripe's OpenAPI spec types as nullable: null.
 */
const DEFAULTS: Record<string, (object: Json) => Json> = {
  "checkout.session": (session) => ({
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    shipping_options: [],
    total_details: {
      amount_discount: Math.max(
        0,
        Number(session.amount_subtotal ?? 0) - Number(session.amount_total ?? 0),
      ),
      amount_shipping: 0,
      amount_tax: 0,
    },
  }),
  charge: (charge) => ({
    fraud_details: {},
    outcome:
      charge.status === "succeeded"
        ? {
            advice_code: null,
            network_advice_code: null,
            network_decline_code: null,
            network_status: "approved_by_network",
            reason: null,
            risk_level: "normal",
            seller_message: "Payment complete.",
            type: "authorized",
          }
        : null,
  }),
  invoice: (invoice) => ({
    custom_fields: null,
    customer_tax_exempt: "none",
    default_tax_rates: [],
    ending_balance: invoice.status === "draft" ? null : 0,
    issuer: { type: "self" },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    starting_balance: 0,
    total_pretax_credit_amounts: [],
  }),
  item: () => ({ adjustable_quantity: null, metadata: {} }),
  line_item: (line) => ({
    discountable: true,
    discounts: [],
    livemode: false,
    metadata: {},
    pretax_credit_amounts: [],
    subtotal: line.amount,
    taxes: [],
  }),
  payment_intent: (intent) => ({
    client_secret: `${String(intent.id)}_secret_vindbaar`,
    confirmation_method: "automatic",
  }),
  subscription: () => ({
    billing_schedules: [],
    invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: "off",
    },
  }),
  subscription_item: (item) => ({ plan: planOf(item.price as Json) }),
};

/** The legacy `plan` Stripe still sends beside a recurring price. */
function planOf(price: Json | undefined): Json | null {
  if (!price || typeof price !== "object") return null;
  const recurring = (price.recurring ?? {}) as Json;
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount),
    billing_scheme: price.billing_scheme ?? "per_unit",
    created: price.created,
    currency: price.currency,
    interval: recurring.interval ?? "month",
    interval_count: recurring.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata ?? {},
    meter: null,
    nickname: price.nickname ?? null,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: recurring.usage_type ?? "licensed",
  };
}

function complete(object: Json, parent: Json | undefined) {
  const type = object.object as string;
  const required = REQUIRED_FIELDS[type];
  if (!required || object.deleted === true) return;
  const defaults = DEFAULTS[type]?.(object) ?? {};
  if (type === "line_item" && parent?.object === "invoice") {
    const details = (parent.parent as Json | null)?.subscription_details as Json | undefined;
    defaults.invoice = parent.id;
    defaults.subscription = details?.subscription ?? null;
  }
  for (const field of required) {
    if (!(field in object)) object[field] = field in defaults ? defaults[field] : null;
  }
}

/** Adds the always-present fields to every Stripe object in `body` (in place) and returns it. */
export function withSpecDefaults<T>(body: T): T {
  const walk = (node: unknown, owner: Json | undefined) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, owner));
    if (!node || typeof node !== "object") return;
    const record = node as Json;
    const isObject = typeof record.object === "string" && record.object !== "list";
    if (isObject) complete(record, owner);
    for (const value of Object.values(record)) walk(value, isObject ? record : owner);
  };
  walk(body, undefined);
  return body;
}
