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
  /**
   * Whether someone is signed in once that is known (a returning customer's stored session may
   * still be loading when they click). Without it, not signed in counts as a visitor.
   */
  signedInWhenKnown?: () => boolean | Promise<boolean>;
}

/**
 * The one pricing block every page shows (home, /pricing, /ad-campagne). Visitors get the plain
 * cards, whose buttons lead to /login with the chosen plan remembered; this part ships with the
 * public pages and stays small. With a session, the signed-in controller is loaded and takes over
 * (current plan, checkout, billing portal).
 */
export function PlanPricing({ signedIn, signedInWhenKnown = () => false }: PlanPricingProps) {
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
  // Not (yet) known to be signed in: a returning customer's session may still be loading, and
  // sending them to /login would lose the click (they would come back to the cards, no
  // Checkout). So the choice waits for the session; only a visitor goes to /login.
  const choose = (trial: boolean) => (plan: { id: string }) => {
    const remember = () => setPending((earlier) => earlier ?? { planId: plan.id, trial });
    if (signedIn) return remember();
    const asVisitor = () => (trial ? visitor.chooseTrial(plan) : visitor.choosePlan(plan));
    const known = signedInWhenKnown();
    if (known === false) return asVisitor();
    remember();
    if (known === true) return;
    void known.then((isSignedIn) => {
      if (isSignedIn) return; // the controller loads and carries the choice out
      setPending(null);
      asVisitor();
    });
  };
  return (
    <PricingSection
      {...pricingSection}
      plans={planCards}
      labels={planCardLabels}
      onChoose={choose(false)}
      onTrial={choose(true)}
      processingPlanId={pending?.planId ?? null}
      processingTrial={pending?.trial ?? false}
      visitorHref={signedIn ? undefined : visitor.visitorAddress}
    />
  );
}
