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

/** The query string without the choice (other parameters kept), for replacing the address. */
export function withoutPlanChoice(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CHOSEN_PLAN_PARAM);
  params.delete(TRIAL_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

const CLAIM_KEY = "vindbaar-plan-choice-started";
/**
 * Confirming the e-mail in a new tab signs in every open tab of this browser, and the tab still
 * showing 'Check your email' follows the same returnUrl a moment later. Within this window the
 * same choice opens Checkout in one tab only (a second session would be expired by the first).
 */
export const CLAIM_WINDOW_MS = 30_000;

function claimIn(choice: PlanChoice, now: number): boolean {
  try {
    const storage = window.localStorage;
    const previous = JSON.parse(storage.getItem(CLAIM_KEY) ?? "null") as
      (PlanChoice & { at: number }) | null;
    if (
      previous?.planId === choice.planId &&
      previous.trial === choice.trial &&
      now - previous.at >= 0 &&
      now - previous.at < CLAIM_WINDOW_MS
    ) {
      return false;
    }
    storage.setItem(CLAIM_KEY, JSON.stringify({ ...choice, at: now }));
  } catch {
    // Without storage every tab is on its own: better a second tab than no Checkout at all.
  }
  return true;
}

/**
 * True for the one tab that may open Checkout for this choice now. The Web Locks API makes the
 * read-and-write atomic across tabs; without it the check is best effort.
 */
export async function claimPlanChoice(choice: PlanChoice, now = Date.now()): Promise<boolean> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return claimIn(choice, now);
  return locks.request(CLAIM_KEY, () => claimIn(choice, now));
}
