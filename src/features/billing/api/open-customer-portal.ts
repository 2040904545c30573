import { useMutation, useQueryClient } from "@tanstack/react-query";
import { redirectResponseSchema, type CustomerPortalRequest } from "@contract/billing";
import { FunctionCallError, invokeFunction } from "@/lib/invoke-function";
import { billingMessages } from "./billing-messages";
import { billingKeys } from "./query-keys";

/** POST /functions/v1/customer-portal -> the Stripe billing portal page for the caller. */
export async function openCustomerPortal(request: CustomerPortalRequest): Promise<string> {
  const parsed = redirectResponseSchema.safeParse(await invokeFunction("customer-portal", request));
  if (!parsed.success) throw new FunctionCallError(billingMessages().noPortalUrl, null, false);
  return parsed.data.url;
}

export function useOpenCustomerPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCustomerPortal,
    // 'No Stripe customer' and friends: let the cards re-read the truth.
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
