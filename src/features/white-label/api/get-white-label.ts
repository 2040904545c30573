import { queryOptions, useQuery } from "@tanstack/react-query";
import { whiteLabelResponseSchema, type WhiteLabelResponse } from "@contract/white-label";
import { i18n } from "@/i18n";
import { FunctionCallError, invokeFunction, retryRecoverable } from "@/lib/invoke-function";
import { whiteLabelKeys } from "./query-keys";

/** Validates any white-label answer (GET, PUT and verify-domain share the shape). */
export function parseWhiteLabelAnswer(answer: unknown): WhiteLabelResponse {
  const parsed = whiteLabelResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new FunctionCallError(i18n.t("unexpectedAnswer", { ns: "whiteLabel" }), null, false);
  return parsed.data;
}

/** GET /functions/v1/white-label -> the caller's settings, entitlement and domain state. */
export async function getWhiteLabel(): Promise<WhiteLabelResponse> {
  return parseWhiteLabelAnswer(await invokeFunction("white-label", undefined, { method: "GET" }));
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
