import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { PlanId } from "@contract/plans";
import { toast } from "@/components/ui/use-toast";
import { withoutPlanChoice } from "@/config/paths";
import { billingContent } from "@/content/billing";
import { planCards } from "@/content/pricing";
import type { Plan } from "@/content/plans";
import { planChoiceFrom } from "../plan-choice";

/**
 * A plan chosen before signing in (`?plan=pro`, `&trial=1`; see planChoicePath) is carried out
 * when the signed-in cards know the subscription: Checkout (or the trial) for that plan, once.
 * The choice leaves the address at once, so a reload or Back does not start it again (a tab that
 * only followed a sign-in made in another tab never gets it: see LoginScreen). A customer who
 * already has a plan gets a message instead. While the subscription is unknown (a failed check)
 * nothing starts.
 */
export function usePlanChoiceOnArrival({
  subscriptionKnown,
  currentPlanId,
  startCheckout,
}: {
  subscriptionKnown: boolean;
  currentPlanId: PlanId | null;
  startCheckout: (plan: Plan, options: { trial: boolean }) => void;
}) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  // The latest starter without re-running the effect when it is recreated on a render.
  const start = useRef(startCheckout);
  useEffect(() => {
    start.current = startCheckout;
  });

  useEffect(() => {
    const choice = planChoiceFrom(search);
    if (!choice || !subscriptionKnown || handled.current === search) return;
    handled.current = search;
    navigate(withoutPlanChoice(`${pathname}${search}${hash}`), { replace: true });

    const plan = planCards.find((candidate) => candidate.id === choice.planId);
    if (!plan) return;
    if (currentPlanId) {
      const current = planCards.find((candidate) => candidate.id === currentPlanId);
      const copy = billingContent.toasts.alreadySubscribed;
      toast({
        title: copy.title,
        description:
          currentPlanId === plan.id
            ? copy.samePlan(plan.name)
            : copy.otherPlan(current?.name ?? currentPlanId, plan.name),
      });
      return;
    }
    start.current(plan, { trial: choice.trial });
  }, [search, subscriptionKnown, currentPlanId, pathname, hash, navigate]);
}
