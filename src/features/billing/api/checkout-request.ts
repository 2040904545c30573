import type { CreateCheckoutRequest } from "@contract/billing";
import type { PriceId } from "@contract/plans";
import { paths } from "@/config/paths";
import { TRIAL_STARTED_PARAM } from "../model";

export interface StartCheckoutInput {
  priceId: PriceId;
  /** The plan's free trial (no payment method) instead of buying it at once. */
  trial?: boolean;
}

export { TRIAL_STARTED_PARAM };

/**
 * The create-checkout request for a plan: back to the dashboard when done (with the toast of a
 * purchase or of a started trial), back to /pricing when the customer leaves Checkout. A purchase
 * sends exactly what it always did; only a trial adds `trial: true`.
 */
export function checkoutRequest(
  { priceId, trial = false }: StartCheckoutInput,
  origin: string = window.location.origin,
): CreateCheckoutRequest {
  const done = trial ? `${TRIAL_STARTED_PARAM}=true` : "checkout_success=true";
  return {
    priceId,
    successUrl: `${origin}${paths.dashboard}?${done}`,
    cancelUrl: `${origin}${paths.pricing}?checkout_cancelled=true`,
    ...(trial ? { trial: true } : {}),
  };
}
