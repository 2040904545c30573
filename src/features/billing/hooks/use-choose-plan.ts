import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { loginWithReturnUrl } from "@/config/paths";

export interface ChoosePlanState {
  /** What happens when someone picks a plan card (`trial`: the free trial instead of buying). */
  choosePlan: (plan: { id: string }, options?: { trial?: boolean }) => void;
  /** What happens when someone picks a plan's free trial. */
  chooseTrial: (plan: { id: string }) => void;
  /** The plan whose purchase is starting, for the card's 'Verwerken...' state. */
  processingPlanId: string | null;
  /** The signed-in user's plan ('JE HUIDIGE PLAN'); null for visitors. */
  currentPlanId: string | null;
  /** Where choosing a plan (or its trial) takes a visitor: /login with the choice to come back to. */
  visitorAddress: (plan: { id: string }, trial: boolean) => string;
}

/**
 * The visitor's side of choosing a plan (docs/product.md §5: buying requires a session): off to
 * /login?returnUrl=<this page>?plan=<id>#pricing (plus &trial=1 for the free trial). After signing
 * in, or signing up and confirming the e-mail, they come back to that address and Checkout (or the
 * trial) for the plan starts. Signed-in customers get the billing controller instead
 * (components/signed-in-plan-pricing.tsx), loaded only when a session exists.
 */
export function useChoosePlan(): ChoosePlanState {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const visitorAddress = useCallback(
    (plan: { id: string }, trial: boolean) =>
      loginWithReturnUrl(pathname, plan.id, trial ? { trial } : {}),
    [pathname],
  );
  const choosePlan = useCallback(
    (plan: { id: string }, options?: { trial?: boolean }) =>
      navigate(visitorAddress(plan, options?.trial === true)),
    [navigate, visitorAddress],
  );
  const chooseTrial = useCallback(
    (plan: { id: string }) => choosePlan(plan, { trial: true }),
    [choosePlan],
  );

  return { choosePlan, chooseTrial, processingPlanId: null, currentPlanId: null, visitorAddress };
}
