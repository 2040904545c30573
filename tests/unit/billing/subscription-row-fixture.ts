import type { SubscriptionRow } from "../../../supabase/functions/_shared/billing/subscription-row";

/** An active Pro subscription row synced at `now`, with a period ending a month later. */
export function subscriptionRow(
  patch: Partial<SubscriptionRow> = {},
  now = Date.parse("2026-11-23T12:00:00Z"),
): SubscriptionRow {
  return {
    id: "sub_1",
    user_id: "u",
    stripe_customer_id: "cus_1",
    status: "active",
    price_lookup_key: "price_pro",
    current_period_end: new Date("2026-12-23T12:00:00Z"),
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    synced_at: new Date(now - 1000),
    ...patch,
  };
}
