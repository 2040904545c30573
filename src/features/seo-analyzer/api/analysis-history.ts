import { queryOptions, useQuery } from "@tanstack/react-query";
import { analysisHistorySchema, type AnalysisHistory } from "@contract/analyzer";
import { FunctionCallError, invokeFunction, retryRecoverable } from "@/lib/invoke-function";

export const seoAnalyzerKeys = {
  all: ["seo-analyzer"] as const,
  history: () => [...seoAnalyzerKeys.all, "history"] as const,
};

/** GET /functions/v1/analyze-site → the signed-in customer's analyses, newest first. */
export async function getAnalysisHistory(): Promise<AnalysisHistory> {
  const parsed = analysisHistorySchema.safeParse(
    await invokeFunction("analyze-site", undefined, { method: "GET" }),
  );
  if (!parsed.success)
    throw new FunctionCallError("Unexpected answer from analyze-site", null, false);
  return parsed.data;
}

export function analysisHistoryQueryOptions() {
  return queryOptions({
    queryKey: seoAnalyzerKeys.history(),
    queryFn: getAnalysisHistory,
    retry: retryRecoverable,
  });
}

export function useAnalysisHistory() {
  return useQuery(analysisHistoryQueryOptions());
}
