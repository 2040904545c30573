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
  status: "active" | "past_due" | "canceled" | "incomplete" | "incomplete_expired" | "trialing";
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  billing_cycle_anchor: number;
  discounts: string[];
  latest_invoice: string | null;
  metadata: Metadata;
  items: { object: "list"; data: SubscriptionItemObject[]; has_more: false; url: string };
}

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
}

export interface WebhookEndpointObject extends StripeObject {
  object: "webhook_endpoint";
  url: string;
  enabled_events: string[];
  status: "enabled" | "disabled";
}
