import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { subscriptionFrom } from "../../../supabase/functions/_shared/billing/live-subscription.ts";
import { entitlementsFor, planById } from "../../../supabase/functions/_shared/contract/plans.ts";
import { subscriptionRow } from "./subscription-row-fixture";

const CUSTOMER = { stripe_customer_id: "cus_1", synced_at: new Date("2026-11-23T11:00:00Z") };

describe("what the subscription rows decide", () => {
  it("takes the highest entitling plan with its row and entitlements", () => {
    const pro = subscriptionRow({ id: "sub_pro" });
    const ultimate = subscriptionRow({ id: "sub_ultimate", price_lookup_key: "price_ultimate" });
    const ended = subscriptionRow({
      id: "sub_basic",
      price_lookup_key: "price_basic",
      status: "canceled",
    });
    const live = subscriptionFrom(CUSTOMER, [pro, ended, ultimate]);
    expect(live.current?.id).toBe("sub_ultimate");
    expect(live.plan).toEqual(planById("ultimate"));
    expect(live.entitlements).toEqual(entitlementsFor(planById("ultimate")));
    expect(live.unchecked).toBeNull();
  });

  it("is no plan without an entitling row or without a customer", () => {
    const canceled = subscriptionFrom(CUSTOMER, [subscriptionRow({ status: "canceled" })]);
    expect([canceled.current, canceled.plan, canceled.entitlements.plan]).toEqual([
      null,
      null,
      null,
    ]);
    const none = subscriptionFrom(null, []);
    expect(none).toEqual({
      customer: null,
      rows: [],
      current: null,
      plan: null,
      entitlements: entitlementsFor(null),
      unchecked: null,
    });
  });
});

describe("one way to read the plan", () => {
  // Composing the plan from the rows by hand skips the heal from Stripe or reads the rows twice.
  const functionsDir = resolve(import.meta.dirname, "../../../supabase/functions");
  /** create-checkout reads the rows right after its own Stripe sync: a heal would ask Stripe again. */
  const ALLOWED = [join("create-checkout", "handler.ts")];
  const BY_HAND = /\b(currentSubscription|subscriptionRows|healedSubscriptionState)\(/;

  it("goes through _shared/billing everywhere else", () => {
    const composing = (readdirSync(functionsDir, { recursive: true }) as string[])
      .filter((path) => path.endsWith(".ts") && !path.startsWith(join("_shared", "billing")))
      .filter((path) => !ALLOWED.includes(path))
      .filter((path) => BY_HAND.test(readFileSync(join(functionsDir, path), "utf8")));
    expect(composing).toEqual([]);
  });
});
