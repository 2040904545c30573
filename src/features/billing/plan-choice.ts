import { CHOSEN_PLAN_PARAM, TRIAL_PARAM } from "@/config/paths";
import { PLAN_IDS, type PlanId } from "@contract/plans";

/** A plan chosen before signing in, read from the address (`?plan=pro`, `&trial=1`). */
export interface PlanChoice {
  planId: PlanId;
  trial: boolean;
}

/** The choice in a query string; null without one or for a plan that does not exist. */
export function planChoiceFrom(search: string): PlanChoice | null {
  const params = new URLSearchParams(search);
  const planId = params.get(CHOSEN_PLAN_PARAM);
  if (!planId || !(PLAN_IDS as readonly string[]).includes(planId)) return null;
  return { planId: planId as PlanId, trial: params.get(TRIAL_PARAM) === "1" };
}
