import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhiteLabelResponse } from "@contract/white-label";
import { invokeFunction } from "@/lib/invoke-function";
import { whiteLabelKeys } from "./query-keys";
import { whiteLabelAnswer } from "./white-label-answer";

/** POST /functions/v1/white-label/verify-domain -> the answer with the stored check result. */
export async function verifyDomain(): Promise<WhiteLabelResponse> {
  return invokeFunction("white-label/verify-domain", { method: "POST", ...whiteLabelAnswer });
}

export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomain,
    onSuccess: (answer) => queryClient.setQueryData(whiteLabelKeys.settings(), answer),
  });
}
