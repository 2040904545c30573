import { queryOptions, useQuery } from "@tanstack/react-query";
import { whiteLabelResponseSchema, type WhiteLabelResponse } from "@contract/white-label";
import { i18n } from "@/i18n";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { whiteLabelKeys } from "./query-keys";

/** Every white-label answer's shape (GET, PUT, verify-domain and rotate-domain-token share it). */
export const whiteLabelAnswer = {
  schema: whiteLabelResponseSchema,
  unexpectedAnswer: () => i18n.t("unexpectedAnswer", { ns: "whiteLabel" }),
};

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
