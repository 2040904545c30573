import { describe, expect, it } from "vitest";
import { billingContent } from "@/content/billing";
import { trialOffer } from "@/content/guarantees";
import { plans } from "@/content/plans";
import { planCardLabels } from "@/content/pricing";
import { i18n } from "@/i18n/i18n";

/**
 * The dashboard's Dutch plan wording (customer area, i18n catalogue) and the public /pricing
 * page's (plain Dutch in src/content) must read the same: the catalogue cannot import the
 * public copy, so this test keeps the two equal.
 */
describe("the dashboard's Dutch plan wording is the pricing page's", () => {
  const t = i18n.getFixedT("nl", "dashboard");
  const billing = i18n.getFixedT("nl", "billing");

  it("plan descriptions, buttons and blog counts", () => {
    for (const plan of plans) {
      expect(t(`planDescriptions.${plan.id}`)).toBe(plan.description);
      expect(t("choosePlan.choose", { plan: plan.name })).toBe(plan.buttonText);
      expect(t("choosePlan.blogs", { count: plan.blogs })).toBe(
        planCardLabels.blogsPerMonth(plan.blogs),
      );
      expect(t("plans.blogs", { count: plan.blogs })).toBe(plan.features[0]?.text);
    }
  });

  it("labels, the trial offer and the toasts both screens show", () => {
    expect(t("choosePlan.popular")).toBe(planCardLabels.popular);
    expect(t("plans.popular")).toBe(planCardLabels.popular);
    expect(t("choosePlan.trial", { days: trialOffer.days })).toBe(trialOffer.button);
    expect(t("choosePlan.trialNote")).toBe(trialOffer.note);
    expect(billing("card.manage")).toBe(billingContent.manageSubscription);
    expect(billing("toasts.portalFailed", { returnObjects: true })).toEqual(
      billingContent.toasts.portalFailed,
    );
    expect(billing("toasts.checkoutSuccess", { returnObjects: true })).toEqual(
      billingContent.toasts.checkoutSuccess,
    );
  });
});
