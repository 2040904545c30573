import { useState } from "react";
import { useLocation } from "react-router-dom";
import type { DashboardLead } from "@/features/dashboard";
import { entitledPlan, isCheckoutReturn, useSubscription } from "@/features/billing/customer-area";

/**
 * What the dashboard leads with, from the billing feature's subscription answer: the plan choice
 * only when the check succeeded and says "no plan" — not while it loads, not after a failed check,
 * and not right after Checkout, while the webhook may still be on its way.
 */
export function useDashboardLead(): DashboardLead {
  const subscription = useSubscription();
  const { search } = useLocation();
  // Read once: the payment card removes ?checkout_success from the address right away.
  const [fromCheckout] = useState(() => isCheckoutReturn(search));
  const { data, errorUpdatedAt } = subscription;
  // A failed check counts as known (the overview says so) also while it is asked again: going
  // back to "checking" would unmount the payment card, whose mount asks again, and so on.
  if (data === undefined) return errorUpdatedAt > 0 ? "overview" : "checking";
  if (fromCheckout) return "overview";
  return entitledPlan(data) ? "overview" : "choose-plan";
}

/** The plan choice offers the free trial unless the subscription answer says it was used. */
export function useTrialAvailable(): boolean {
  const { data } = useSubscription();
  return data !== undefined && data.trial_available !== false;
}
