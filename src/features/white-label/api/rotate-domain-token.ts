import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RotateDomainTokenBody, WhiteLabelResponse } from "@contract/white-label";
import { invokeFunction } from "@/lib/invoke-function";
import { whiteLabelKeys } from "./query-keys";
import { whiteLabelAnswer } from "./white-label-answer";

/**
 * POST /functions/v1/white-label/rotate-domain-token -> the answer with the account's new TXT
 * value. Names the value it replaces; 409 when that is no longer the current one.
 */
export async function rotateDomainToken(body: RotateDomainTokenBody): Promise<WhiteLabelResponse> {
  return invokeFunction("white-label/rotate-domain-token", {
    body,
    method: "POST",
    ...whiteLabelAnswer,
  });
}

export function useRotateDomainToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateDomainToken,
    onSuccess: (answer) => queryClient.setQueryData(whiteLabelKeys.settings(), answer),
    // A 409 means another window renewed the code: show the one that counts now.
    onError: () => queryClient.invalidateQueries({ queryKey: whiteLabelKeys.settings() }),
  });
}
