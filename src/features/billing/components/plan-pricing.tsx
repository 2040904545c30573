import { useEffect, useState, type ComponentType } from "react";
import { PricingSection } from "@/components/marketing/pricing-section";
import { planCardLabels, planCards, pricingSection } from "@/content/pricing";
import { createChunkLoader } from "@/lib/chunk-loader";
import { useChoosePlan } from "../hooks/use-choose-plan";
import { useFocusChosenPlan } from "../hooks/use-focus-chosen-plan";
import type { PendingChoice, SignedInPlanPricingProps } from "./signed-in-plan-pricing";

/** The signed-in purchase flow: its own chunk (TanStack Query, zod, the API modules). */
const signedInController = createChunkLoader(() => import("./signed-in-plan-pricing"));

export interface PlanPricingProps {
  /** Whether a session exists (the page reads it from the auth feature). */
  signedIn: boolean;
}

/**
 * The one pricing block every page shows (home, /pricing, /ad-campagne). Visitors get the plain
 * cards, whose buttons lead to /login with the chosen plan remembered; this part ships with the
 * public pages and stays small. With a session, the signed-in controller is loaded and takes over
 * (current plan, checkout, billing portal).
 */
export function PlanPricing({ signedIn }: PlanPricingProps) {
  const visitor = useChoosePlan();
  const [Controller, setController] = useState<ComponentType<SignedInPlanPricingProps> | null>(
    () => signedInController.loaded()?.SignedInPlanPricing ?? null,
  );
  const [pending, setPending] = useState<PendingChoice | null>(null);

  useEffect(() => {
    if (!signedIn || Controller) return;
    let cancelled = false;
    signedInController.load().then(
      (module) => {
        if (!cancelled) setController(() => module.SignedInPlanPricing);
      },
      (error: unknown) => console.error("Could not load the checkout", error),
    );
    return () => {
      cancelled = true;
    };
  }, [signedIn, Controller]);

  const controllerShown = signedIn && Controller !== null;
  useFocusChosenPlan(pricingSection.id, controllerShown);

  if (signedIn && Controller) return <Controller pending={pending} />;

  // Signed in but the controller is still on its way: remember the choice and show it as busy.
  const remember = (trial: boolean) => (plan: { id: string }) =>
    setPending((earlier) => earlier ?? { planId: plan.id, trial });
  return (
    <PricingSection
      {...pricingSection}
      plans={planCards}
      labels={planCardLabels}
      onChoose={signedIn ? remember(false) : visitor.choosePlan}
      onTrial={signedIn ? remember(true) : visitor.chooseTrial}
      processingPlanId={signedIn ? (pending?.planId ?? null) : null}
      processingTrial={pending?.trial ?? false}
    />
  );
}
