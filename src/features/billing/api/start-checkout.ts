import { redirectTo } from "../redirect";
import { checkoutRequest, type StartCheckoutInput } from "./checkout-request";
import { createCheckout } from "./create-checkout";

/**
 * Starts Checkout for a plan (or its trial) and sends the browser there. For callers outside the
 * plan cards, e.g. continuing a plan chosen before signing up; rejects with the server's error
 * (FunctionCallError) so the caller can show the checkout failure toast.
 */
export async function startCheckout(input: StartCheckoutInput): Promise<void> {
  redirectTo(await createCheckout(checkoutRequest(input)));
}
