import { queryOptions, useQuery } from "@tanstack/react-query";
import { scanStatusSchema, type ScanStatus } from "@contract/site-scan";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { scanStatusKeys } from "./query-keys";

/** While a scan waits or runs: often enough to see pages tick by, rarely enough to be cheap. */
export const SCAN_POLL_MS = 3_000;
/** A failed scan the queue retries by itself: check now and then whether it ran. */
export const SCAN_RETRY_POLL_MS = 60_000;

/** GET /functions/v1/site-scan → the state of the caller's scan. */
export async function getScanStatus(): Promise<ScanStatus> {
  return invokeFunction("site-scan", { method: "GET", schema: scanStatusSchema });
}

export function pollInterval(status: ScanStatus | undefined): number | false {
  if (status?.state === "queued" || status?.state === "running") return SCAN_POLL_MS;
  if (status?.state === "failed" && status.retryAt !== null) return SCAN_RETRY_POLL_MS;
  return false;
}

export function useScanStatus() {
  return useQuery(
    queryOptions({
      queryKey: scanStatusKeys.status(),
      queryFn: getScanStatus,
      retry: retryRecoverable,
      refetchInterval: (query) => pollInterval(query.state.data),
    }),
  );
}
