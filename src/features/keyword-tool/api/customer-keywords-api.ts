import { queryOptions, useQuery } from "@tanstack/react-query";
import { keywordListSchema, type KeywordList } from "@contract/keywords";
import { FunctionCallError, invokeFunction, retryRecoverable } from "@/lib/invoke-function";

export const customerKeywordKeys = {
  all: ["customer-keywords"] as const,
  list: () => [...customerKeywordKeys.all, "list"] as const,
};

export async function getCustomerKeywords(): Promise<KeywordList> {
  const answer = await invokeFunction("content?view=keywords", undefined, { method: "GET" });
  const parsed = keywordListSchema.safeParse(answer);
  if (!parsed.success) throw new FunctionCallError("Unexpected answer from content", null, false);
  return parsed.data;
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
