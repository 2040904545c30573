import { queryOptions, useQuery } from "@tanstack/react-query";
import { keywordListSchema, type KeywordList } from "@contract/keywords";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { customerKeywordKeys } from "./query-keys";

/** GET /functions/v1/content?view=keywords → the customer's keywords with what was measured. */
export async function getCustomerKeywords(): Promise<KeywordList> {
  return invokeFunction("content?view=keywords", { method: "GET", schema: keywordListSchema });
}

export function useCustomerKeywords() {
  return useQuery(
    queryOptions({
      queryKey: customerKeywordKeys.list(),
      queryFn: getCustomerKeywords,
      retry: retryRecoverable,
    }),
  );
}
