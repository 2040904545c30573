import { queryOptions, useQuery } from "@tanstack/react-query";
import { siteFactListSchema, type SiteFactList } from "@contract/site-fact-review";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { siteFactKeys } from "./query-keys";

/** GET /functions/v1/site-facts → the latest scan's facts, hidden ones included. */
export async function getSiteFacts(): Promise<SiteFactList> {
  return invokeFunction("site-facts", { method: "GET", schema: siteFactListSchema });
}

export function useSiteFacts() {
  return useQuery(
    queryOptions({ queryKey: siteFactKeys.list(), queryFn: getSiteFacts, retry: retryRecoverable }),
  );
}
