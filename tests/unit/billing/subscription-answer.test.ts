import { describe, expect, it } from "vitest";
import { subscriptionAnswer } from "../../../supabase/functions/_shared/billing/subscription-answer";
import type { SubscriptionRow } from "../../../supabase/functions/_shared/billing/subscription-row";
import { subscriptionRow } from "./subscription-row-fixture";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const row = (patch: Partial<SubscriptionRow> = {}) =>
  subscriptionRow({ has_payment_method: true, ...patch }, NOW);

const customer = (paidDaysAgo: number | null) => ({
  stripe_customer_id: "cus_1",
  synced_at: new Date(NOW),
  first_payment_at: paidDaysAgo === null ? null : new Date(NOW - paidDaysAgo * DAY),
  first_payment_cents: paidDaysAgo === null ? null : 5929,
});

describe("subscriptionAnswer", () => {
  it("offers the money-back guarantee until 14 days after the first payment", () => {
    const answer = subscriptionAnswer({
      rows: [row()],
      customer: customer(3),
      refunds: [],
      now: NOW,
    });
    expect(answer.money_back).toEqual({
      until: new Date(NOW + 11 * DAY).toISOString(),
      amount_cents: 5929,
    });
    expect(
      subscriptionAnswer({ rows: [row()], customer: customer(14), refunds: [], now: NOW })
        .money_back,
    ).toBeNull();
  });

  it("no longer offers it once claimed", () => {
    const refunds = [
      {
        reason: "money_back" as const,
        price_lookup_key: "price_basic",
        amount_cents: 2299,
        created_at: new Date(NOW - 40 * DAY),
      },
    ];
    const answer = subscriptionAnswer({ rows: [row()], customer: customer(1), refunds, now: NOW });
    expect(answer.money_back).toBeNull();
    // An old refund is no longer news on the dashboard.
    expect(answer.refunds).toEqual([]);
  });

  it("reports a trial's end while trialing, and that the trial is used", () => {
    const trialEnd = new Date(NOW + 9 * DAY);
    const answer = subscriptionAnswer({
      rows: [row({ status: "trialing", trial_end: trialEnd, has_payment_method: false })],
      customer: customer(null),
      refunds: [],
      now: NOW,
    });
    expect(answer).toMatchObject({
      status: "trialing",
      trial_end: trialEnd.toISOString(),
      payment_method: false,
      trial_available: false,
    });
    const ended = subscriptionAnswer({
      rows: [row({ status: "canceled", trial_end: new Date(NOW - DAY) })],
      customer: customer(null),
      refunds: [],
      now: NOW,
    });
    expect(ended).toMatchObject({ subscribed: false, trial_end: null, trial_available: false });
  });

  it("reports a running discount and drops it once it ended", () => {
    const discounted = row({
      discounted_amount_cents: 2450,
      full_amount_cents: 4900,
      discount_end: new Date(NOW + 60 * DAY),
    });
    expect(
      subscriptionAnswer({ rows: [discounted], customer: customer(1), refunds: [], now: NOW })
        .discount,
    ).toEqual({
      amount_cents: 2450,
      full_amount_cents: 4900,
      until: new Date(NOW + 60 * DAY).toISOString(),
    });
    expect(
      subscriptionAnswer({
        rows: [discounted],
        customer: customer(1),
        refunds: [],
        now: NOW + 61 * DAY,
      }).discount,
    ).toBeNull();
  });
});
