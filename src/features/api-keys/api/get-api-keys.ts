import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiKeyListSchema, type ApiKeyList } from "@contract/api-keys";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { apiKeyKeys } from "./query-keys";

/** GET /functions/v1/api-keys → the caller's keys (prefixes only) and whether the plan allows API. */
export async function getApiKeys(): Promise<ApiKeyList> {
  return invokeFunction("api-keys", { method: "GET", schema: apiKeyListSchema });
}

export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: getApiKeys,
    retry: retryRecoverable,
  });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
