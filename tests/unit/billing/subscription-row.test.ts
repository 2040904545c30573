import { describe, expect, it } from "vitest";
import { rowFromStripe } from "../../../supabase/functions/_shared/billing/subscription-row";
import type { Stripe } from "../../../supabase/functions/_shared/stripe";

function subscription(patch: Record<string, unknown>, itemPatch: Record<string, unknown> = {}) {
  return {
    id: "sub_1",
    object: "subscription",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    items: {
      object: "list",
      data: [
        {
          id: "si_1",
          price: { id: "price_1Abc", lookup_key: "price_ultimate" },
          current_period_end: 1_800_000_000,
          ...itemPatch,
        },
      ],
    },
    ...patch,
  } as unknown as Stripe.Subscription;
}

describe("rowFromStripe", () => {
  it("reads the period end from the item (API 2025-03-31.basil and later)", () => {
    expect(rowFromStripe(subscription({}), "user-1")).toEqual({
      id: "sub_1",
      user_id: "user-1",
      stripe_customer_id: "cus_1",
      status: "active",
      price_lookup_key: "price_ultimate",
      current_period_end: new Date(1_800_000_000 * 1000),
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
    });
  });

  it("falls back to the subscription's own period end (older API versions)", () => {
    const row = rowFromStripe(
      subscription({ current_period_end: 1_700_000_000 }, { current_period_end: undefined }),
      "u",
    );
    expect(row.current_period_end).toEqual(new Date(1_700_000_000 * 1000));
  });

  it("stores a price outside the catalogue as null and an expanded customer by id", () => {
    const row = rowFromStripe(
      subscription(
        { customer: { id: "cus_2" }, status: "canceled", ended_at: 1_750_000_000 },
        { price: { id: "price_x", lookup_key: "price_free" } },
      ),
      "u",
    );
    expect(row).toMatchObject({
      stripe_customer_id: "cus_2",
      price_lookup_key: null,
      status: "canceled",
      ended_at: new Date(1_750_000_000 * 1000),
    });
  });
});
