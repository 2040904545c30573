import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhiteLabelResponse } from "@contract/white-label";
import { invokeFunction } from "@/lib/invoke-function";
import { parseWhiteLabelAnswer } from "./get-white-label";
import { whiteLabelKeys } from "./query-keys";

/** POST /functions/v1/white-label/verify-domain -> the answer with the stored check result. */
export async function verifyDomain(): Promise<WhiteLabelResponse> {
  return parseWhiteLabelAnswer(
    await invokeFunction("white-label/verify-domain", undefined, { method: "POST" }),
  );
}

export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomain,
    onSuccess: (answer) => queryClient.setQueryData(whiteLabelKeys.settings(), answer),
  });
}
