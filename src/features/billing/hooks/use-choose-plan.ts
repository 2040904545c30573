import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { loginWithReturnUrl } from "@/config/paths";

export interface ChoosePlanState {
  /** What happens when someone picks a plan card. */
  choosePlan: (plan: { id: string }) => void;
  /** The plan whose purchase is starting, for the card's 'Verwerken...' state. */
  processingPlanId: string | null;
  /** The signed-in user's plan ('JE HUIDIGE PLAN'); null for visitors. */
  currentPlanId: string | null;
}

/**
 * The one place that decides what choosing a plan does (spec §5: plan selection requires a
 * session). For now every visitor goes to /login?returnUrl=<this page>#pricing; the checkout
 * issue adds the signed-in path (start checkout, set processingPlanId) here, so pages and the
 * presentational PricingSection stay unchanged.
 */
export function useChoosePlan(): ChoosePlanState {
  const navigate = useNavigate();
  const location = useLocation();
  // Both stay null until sessions and checkout exist (later issues fill them in).
  const [processingPlanId] = useState<string | null>(null);
  const currentPlanId: string | null = null;

  const choosePlan = useCallback(
    (_plan: { id: string }) => {
      navigate(loginWithReturnUrl(location.pathname));
    },
    [navigate, location.pathname],
  );

  return { choosePlan, processingPlanId, currentPlanId };
}
