import { useMutation, useQueryClient } from "@tanstack/react-query";
import { scanStatusSchema, type ScanStatus } from "@contract/site-scan";
import { invokeFunction } from "@/lib/invoke-function";
import { scanStatusKeys } from "./query-keys";

/** POST /functions/v1/site-scan → the scan queued anew ('Opnieuw proberen'). */
export async function retryScan(): Promise<ScanStatus> {
  return invokeFunction("site-scan", { body: {}, method: "POST", schema: scanStatusSchema });
}

export function useRetryScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryScan,
    onSuccess: (status) => queryClient.setQueryData(scanStatusKeys.status(), status),
  });
}
