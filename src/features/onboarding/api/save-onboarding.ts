import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  onboardingResponseSchema,
  type OnboardingProfile,
  type OnboardingResponse,
} from "@contract/onboarding";
import { invokeFunction } from "@/lib/invoke-function";
import { onboardingKeys } from "./query-keys";

/** PUT /functions/v1/onboarding → the saved profile and whether a scan was queued. */
export async function saveOnboarding(profile: OnboardingProfile): Promise<OnboardingResponse> {
  return invokeFunction("onboarding", {
    body: profile,
    method: "PUT",
    schema: onboardingResponseSchema,
  });
}

export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: (answer) => queryClient.setQueryData(onboardingKeys.profile(), answer),
  });
}
