import { PricingSection } from "@/components/marketing/pricing-section";
import { planCardLabels, planCards, pricingSection } from "@/content/pricing";
import { useChoosePlan } from "../hooks/use-choose-plan";

/**
 * The plan cards wired to the choose-plan flow: the one pricing block every page shows
 * (home, /pricing, /ad-campagne). The flow itself lives in useChoosePlan.
 */
export function PlanPricing() {
  const { choosePlan, processingPlanId, currentPlanId } = useChoosePlan();
  return (
    <PricingSection
      {...pricingSection}
      plans={planCards}
      labels={planCardLabels}
      onChoose={choosePlan}
      currentPlanId={currentPlanId}
      processingPlanId={processingPlanId}
    />
  );
}
