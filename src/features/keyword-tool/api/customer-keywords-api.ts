import { queryOptions, useQuery } from "@tanstack/react-query";
import { keywordListSchema, type KeywordList } from "@contract/keywords";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";

export const customerKeywordKeys = {
  all: ["customer-keywords"] as const,
  list: () => [...customerKeywordKeys.all, "list"] as const,
};

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
