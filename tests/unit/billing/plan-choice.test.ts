import { describe, expect, it } from "vitest";
import { withoutPlanChoice } from "@/config/paths";
import { planChoiceFrom } from "@/features/billing/plan-choice";

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

  it("removes only the choice from an address", () => {
    expect(withoutPlanChoice("/pricing?plan=pro&trial=1#pricing")).toBe("/pricing#pricing");
    expect(withoutPlanChoice("/?utm_source=mail&plan=pro")).toBe("/?utm_source=mail");
    expect(withoutPlanChoice("/dashboard/reports")).toBe("/dashboard/reports");
  });
});
