import { useMutation, useQueryClient } from "@tanstack/react-query";
import { redirectResponseSchema, type CreateCheckoutRequest } from "@contract/billing";
import { FunctionCallError, invokeFunction } from "@/lib/invoke-function";
import { billingMessages } from "./billing-messages";
import { billingKeys } from "./query-keys";
import { checkoutRequest, type StartCheckoutInput } from "./checkout-request";

/** POST /functions/v1/create-checkout -> the Stripe Checkout page to send the browser to. */
export async function createCheckout(request: CreateCheckoutRequest): Promise<string> {
  const parsed = redirectResponseSchema.safeParse(await invokeFunction("create-checkout", request));
  if (!parsed.success) throw new FunctionCallError(billingMessages().noCheckoutUrl, null, false);
  return parsed.data.url;
}

/** create-checkout for a plan card: the request built from the plan and the trial flag. */
export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartCheckoutInput) => createCheckout(checkoutRequest(input)),
    // A refusal (e.g. 409: a subscription exists that this page did not know of) means our view
    // of the subscription is stale. On success the browser leaves the page.
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
