import { beforeEach, describe, expect, it } from "vitest";
import {
  CLAIM_WINDOW_MS,
  claimPlanChoice,
  planChoiceFrom,
  withoutPlanChoice,
} from "@/features/billing/plan-choice";

describe("planChoiceFrom", () => {
  it.each([
    ["?plan=pro", { planId: "pro", trial: false }],
    ["?plan=power&trial=1", { planId: "power", trial: true }],
    ["?trial=1&plan=basic&utm_source=mail", { planId: "basic", trial: true }],
    ["?plan=ultimate&trial=yes", { planId: "ultimate", trial: false }],
  ])("reads %s", (search, expected) => {
    expect(planChoiceFrom(search)).toEqual(expected);
  });

  it.each(["", "?trial=1", "?plan=", "?plan=enterprise", "?plan=price_pro", "?plan=PRO"])(
    "ignores %j",
    (search) => {
      expect(planChoiceFrom(search)).toBeNull();
    },
  );

  it("removes only the choice from the address", () => {
    expect(withoutPlanChoice("?plan=pro&trial=1")).toBe("");
    expect(withoutPlanChoice("?utm_source=mail&plan=pro")).toBe("?utm_source=mail");
  });
});

describe("claimPlanChoice: one tab opens Checkout for a choice", () => {
  beforeEach(() => window.localStorage.clear());
  const pro = { planId: "pro", trial: false } as const;

  it("lets the first claim through and refuses the same choice within the window", async () => {
    expect(await claimPlanChoice(pro, 1_000_000)).toBe(true);
    expect(await claimPlanChoice(pro, 1_000_000 + 2_000)).toBe(false);
    expect(await claimPlanChoice(pro, 1_000_000 + CLAIM_WINDOW_MS)).toBe(true);
  });

  it("lets a different choice through at once", async () => {
    expect(await claimPlanChoice(pro, 5_000_000)).toBe(true);
    expect(await claimPlanChoice({ planId: "pro", trial: true }, 5_000_001)).toBe(true);
    expect(await claimPlanChoice({ planId: "basic", trial: true }, 5_000_002)).toBe(true);
  });
});
