import { queryOptions, useQuery } from "@tanstack/react-query";
import { checkSubscriptionResponseSchema, type CheckSubscriptionResponse } from "@contract/billing";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { billingKeys } from "./query-keys";

export const UNEXPECTED_SUBSCRIPTION_ANSWER = "Unexpected answer from check-subscription";

/** POST /functions/v1/check-subscription -> the caller's subscription, validated by the contract. */
export async function checkSubscription(): Promise<CheckSubscriptionResponse> {
  return invokeFunction("check-subscription", {
    schema: checkSubscriptionResponseSchema,
    unexpectedAnswer: UNEXPECTED_SUBSCRIPTION_ANSWER,
  });
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: checkSubscription,
    retry: retryRecoverable,
    // Back from Checkout or the portal the dashboard polls until the webhook's change shows
    // (dashboard-subscription.tsx, use-portal-return.ts).
    staleTime: 30_000,
  });
}

export interface UseSubscriptionOptions {
  /** Poll every n ms while the function returns a number (e.g. after checkout, webhook lag). */
  refetchInterval?:
    number | false | ((data: CheckSubscriptionResponse | undefined) => number | false);
}

export function useSubscription({ refetchInterval }: UseSubscriptionOptions = {}) {
  return useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval:
      typeof refetchInterval === "function"
        ? (query) => refetchInterval(query.state.data)
        : refetchInterval,
  });
}
