/** The fields of Stripe objects the double reads; the rest is passed through as stored. */
export interface StripeObject {
  id: string;
  object: string;
  created: number;
  [field: string]: unknown;
}

export type Metadata = Record<string, string>;

export interface CustomerObject extends StripeObject {
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null; [field: string]: unknown };
}

export interface PriceObject extends StripeObject {
  object: "price";
  active: boolean;
  lookup_key: string | null;
  product: string;
  unit_amount: number;
  currency: string;
}

export interface CouponObject extends StripeObject {
  object: "coupon";
  percent_off: number | null;
  duration: "once" | "repeating" | "forever";
  duration_in_months: number | null;
}

export interface PromotionCodeObject extends StripeObject {
  object: "promotion_code";
  code: string;
  active: boolean;
  promotion: { type: "coupon"; coupon: string };
}

export interface SubscriptionItemObject extends StripeObject {
  object: "subscription_item";
  price: PriceObject;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface SubscriptionObject extends StripeObject {
  object: "subscription";
  customer: string;
  status:
    | "active"
    | "past_due"
    | "canceled"
    | "incomplete"
    | "incomplete_expired"
    | "trialing"
    | "paused";
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  billing_cycle_anchor: number;
  discounts: string[];
  latest_invoice: string | null;
  metadata: Metadata;
  items: { object: "list"; data: SubscriptionItemObject[]; has_more: false; url: string };
  default_payment_method: string | null;
  trial_start: number | null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: TrialEndBehavior } } | null;
}

/** What a trial that ends without a payment method turns into (`trial_settings.end_behavior`). */
export type TrialEndBehavior = "cancel" | "create_invoice" | "pause";

export interface InvoiceObject extends StripeObject {
  object: "invoice";
  customer: string;
  status: "paid" | "open" | "draft" | "void" | "uncollectible";
  amount_due: number;
  amount_paid: number;
  total: number;
  currency: string;
  period_start: number;
  period_end: number;
  parent: {
    type: "subscription_details";
    subscription_details: { subscription: string; metadata: Metadata };
  };
}

export interface CheckoutSessionObject extends StripeObject {
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  payment_method_collection: "always" | "if_required";
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  success_url: string | null;
  cancel_url: string | null;
  allow_promotion_codes: boolean | null;
  expires_at: number;
  metadata: Metadata;
}

export interface PortalSessionObject extends StripeObject {
  object: "billing_portal.session";
  customer: string;
  return_url: string | null;
  flow: { type: string; [field: string]: unknown } | null;
}

export interface PaymentMethodObject extends StripeObject {
  object: "payment_method";
  type: "card";
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    [field: string]: unknown;
  };
}

export interface PaymentIntentObject extends StripeObject {
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  status: "succeeded";
  latest_charge: string | null;
}

export interface ChargeObject extends StripeObject {
  object: "charge";
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string;
  payment_intent: string;
  refunded: boolean;
}

export interface InvoicePaymentObject extends StripeObject {
  object: "invoice_payment";
  invoice: string;
  amount_paid: number | null;
  status: "paid" | "open" | "canceled";
  payment: { type: "payment_intent"; payment_intent: string };
}

export interface RefundObject extends StripeObject {
  object: "refund";
  amount: number;
  charge: string;
  payment_intent: string;
  status: "succeeded";
}

export interface WebhookEndpointObject extends StripeObject {
  object: "webhook_endpoint";
  url: string;
  enabled_events: string[];
  status: "enabled" | "disabled";
}
