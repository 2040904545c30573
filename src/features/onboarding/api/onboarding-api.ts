import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  onboardingResponseSchema,
  type OnboardingProfile,
  type OnboardingResponse,
} from "@contract/onboarding";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";

export const onboardingKeys = {
  all: ["onboarding"] as const,
  profile: () => [...onboardingKeys.all, "profile"] as const,
};

/** GET /functions/v1/onboarding → the caller's profile (null until onboarding is done). */
export async function getOnboarding(): Promise<OnboardingResponse> {
  return invokeFunction("onboarding", { method: "GET", schema: onboardingResponseSchema });
}

/** PUT /functions/v1/onboarding → the saved profile and whether a scan was queued. */
export async function saveOnboarding(profile: OnboardingProfile): Promise<OnboardingResponse> {
  return invokeFunction("onboarding", {
    body: profile,
    method: "PUT",
    schema: onboardingResponseSchema,
  });
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

export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: (answer) => queryClient.setQueryData(onboardingKeys.profile(), answer),
  });
}
