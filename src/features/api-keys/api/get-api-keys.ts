import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiKeyListSchema, type ApiKeyList } from "@contract/api-keys";
import { FunctionCallError, invokeFunction, retryRecoverable } from "@/lib/invoke-function";
import { apiKeyKeys } from "./query-keys";

/** GET /functions/v1/api-keys → the caller's keys (prefixes only) and whether the plan allows API. */
export async function getApiKeys(): Promise<ApiKeyList> {
  const parsed = apiKeyListSchema.safeParse(
    await invokeFunction("api-keys", undefined, { method: "GET" }),
  );
  if (!parsed.success) throw new FunctionCallError("Unexpected answer from api-keys", null, false);
  return parsed.data;
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
