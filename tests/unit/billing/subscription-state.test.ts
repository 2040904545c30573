import { describe, expect, it } from "vitest";
import {
  currentSubscription,
  isStale,
  STALE_AFTER_MS,
  toResponse,
} from "../../../supabase/functions/_shared/billing/subscription-state";
import type { SubscriptionRow } from "../../../supabase/functions/_shared/billing/subscription-row";
import { NOT_SUBSCRIBED } from "../../../supabase/functions/_shared/contract/billing";
import { subscriptionRow } from "./subscription-row-fixture";

const NOW = Date.parse("2026-11-23T12:00:00Z");

const row = (patch: Partial<SubscriptionRow>) => subscriptionRow(patch, NOW);

describe("currentSubscription", () => {
  it("takes the highest plan among live subscriptions", () => {
    const rows = [
      row({ id: "sub_basic", price_lookup_key: "price_basic" }),
      row({ id: "sub_ultimate", price_lookup_key: "price_ultimate" }),
      row({ id: "sub_power_gone", price_lookup_key: "price_power", status: "canceled" }),
    ];
    expect(currentSubscription(rows)?.id).toBe("sub_ultimate");
  });

  it.each(["active", "trialing", "past_due"] as const)("%s entitles", (status) => {
    expect(currentSubscription([row({ status })])?.id).toBe("sub_1");
  });

  it.each(["canceled", "incomplete", "incomplete_expired", "unpaid", "paused"] as const)(
    "%s does not entitle",
    (status) => {
      expect(currentSubscription([row({ status })])).toBeUndefined();
    },
  );

  it("ignores a price outside the catalogue", () => {
    expect(currentSubscription([row({ price_lookup_key: null })])).toBeUndefined();
  });
});

describe("toResponse", () => {
  it("names the plan and the period end", () => {
    expect(toResponse(row({ cancel_at_period_end: true }))).toEqual({
      subscribed: true,
      subscription_tier: "Pro",
      subscription_end: "2026-12-23T12:00:00.000Z",
      cancel_at_period_end: true,
      price_id: "price_pro",
      status: "active",
    });
  });

  it("answers not subscribed without a row", () => {
    expect(toResponse(undefined)).toEqual(NOT_SUBSCRIBED);
  });
});

describe("isStale", () => {
  it("is stale when never synced or synced too long ago", () => {
    expect(isStale(null, [], NOW)).toBe(true);
    expect(isStale(new Date(NOW - STALE_AFTER_MS - 1), [row({})], NOW)).toBe(true);
    expect(isStale(new Date(NOW - STALE_AFTER_MS + 1000), [row({})], NOW)).toBe(false);
  });

  it("is stale when a live period has ended (a renewal we have not seen)", () => {
    const ended = row({ current_period_end: new Date(NOW - 1) });
    expect(isStale(new Date(NOW - 1000), [ended], NOW)).toBe(true);
  });

  it("is stale at once without a subscription that entitles (a lost checkout webhook)", () => {
    expect(isStale(new Date(NOW - 1000), [], NOW)).toBe(true);
    expect(isStale(new Date(NOW - 1000), [row({ status: "canceled" })], NOW)).toBe(true);
    expect(isStale(new Date(NOW - 1000), [row({ status: "incomplete" })], NOW)).toBe(true);
    expect(isStale(new Date(NOW - 1000), [row({ status: "active" })], NOW)).toBe(false);
  });
});
