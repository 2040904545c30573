import { queryOptions, useQuery } from "@tanstack/react-query";
import { onboardingResponseSchema, type OnboardingResponse } from "@contract/onboarding";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { onboardingKeys } from "./query-keys";

/** GET /functions/v1/onboarding → the caller's profile (null until onboarding is done). */
export async function getOnboarding(): Promise<OnboardingResponse> {
  return invokeFunction("onboarding", { method: "GET", schema: onboardingResponseSchema });
}

export function onboardingQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.profile(),
    queryFn: getOnboarding,
    retry: retryRecoverable,
    // The form keeps what the user typed; a background refetch must not overwrite it.
    refetchOnWindowFocus: false,
  });
}

export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}

/**
 * The profile for the form: always fetched again when the form opens, because a scan may have
 * filled the description and offerings since the dashboard loaded it. The form starts from what
 * it gets first, so the editor waits for this answer (`isFetchedAfterMount`).
 */
export function useFreshOnboarding() {
  return useQuery({ ...onboardingQueryOptions(), refetchOnMount: "always" });
}
