import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhiteLabelResponse, WhiteLabelSettingsInput } from "@contract/white-label";
import { invokeFunction } from "@/lib/invoke-function";
import { whiteLabelKeys } from "./query-keys";
import { whiteLabelAnswer } from "./white-label-answer";

/** PUT /functions/v1/white-label -> the saved state (403 without an active Power subscription). */
export async function saveWhiteLabel(
  settings: WhiteLabelSettingsInput,
): Promise<WhiteLabelResponse> {
  return invokeFunction("white-label", { body: settings, method: "PUT", ...whiteLabelAnswer });
}

export function useSaveWhiteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhiteLabel,
    onSuccess: (answer) => queryClient.setQueryData(whiteLabelKeys.settings(), answer),
    // A 403 means the plan changed under us: re-read the entitlement.
    onError: () => queryClient.invalidateQueries({ queryKey: whiteLabelKeys.settings() }),
  });
}
