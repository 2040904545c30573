import { useMutation, useQueryClient } from "@tanstack/react-query";
import { redirectResponseSchema, type CustomerPortalRequest } from "@contract/billing";
import { invokeFunction } from "@/lib/invoke-function";
import { billingMessages } from "./billing-messages";
import { billingKeys } from "./query-keys";

/** POST /functions/v1/customer-portal -> the Stripe billing portal page for the caller. */
export async function openCustomerPortal(request: CustomerPortalRequest): Promise<string> {
  const answer = await invokeFunction("customer-portal", {
    body: request,
    schema: redirectResponseSchema,
    unexpectedAnswer: () => billingMessages().noPortalUrl,
  });
  return answer.url;
}

export function useOpenCustomerPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCustomerPortal,
    // 'No Stripe customer' and friends: let the cards re-read the truth.
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
