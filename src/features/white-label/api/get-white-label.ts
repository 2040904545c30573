import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WhiteLabelResponse } from "@contract/white-label";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { whiteLabelKeys } from "./query-keys";
import { whiteLabelAnswer } from "./white-label-answer";

/** GET /functions/v1/white-label -> the caller's settings, entitlement and domain state. */
export async function getWhiteLabel(): Promise<WhiteLabelResponse> {
  return invokeFunction("white-label", { method: "GET", ...whiteLabelAnswer });
}

export function whiteLabelQueryOptions() {
  return queryOptions({
    queryKey: whiteLabelKeys.settings(),
    queryFn: getWhiteLabel,
    retry: retryRecoverable,
    // The form keeps what the user typed; a background refetch must not overwrite a draft.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
}

export function useWhiteLabel() {
  return useQuery(whiteLabelQueryOptions());
}
