import { useMutation, useQueryClient } from "@tanstack/react-query";
import { redirectResponseSchema, type CreateCheckoutRequest } from "@contract/billing";
import { invokeFunction } from "@/lib/invoke-function";
import { billingMessages } from "./billing-messages";
import { billingKeys } from "./query-keys";
import { checkoutRequest, type StartCheckoutInput } from "./checkout-request";

/** POST /functions/v1/create-checkout -> the Stripe Checkout page to send the browser to. */
export async function createCheckout(request: CreateCheckoutRequest): Promise<string> {
  const answer = await invokeFunction("create-checkout", {
    body: request,
    schema: redirectResponseSchema,
    unexpectedAnswer: () => billingMessages().noCheckoutUrl,
  });
  return answer.url;
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
