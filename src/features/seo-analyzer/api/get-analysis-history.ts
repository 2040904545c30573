import { queryOptions, useQuery } from "@tanstack/react-query";
import { analysisHistorySchema, type AnalysisHistory } from "@contract/analyzer";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { seoAnalyzerKeys } from "./query-keys";

/** GET /functions/v1/analyze-site → the signed-in customer's analyses, newest first. */
export async function getAnalysisHistory(): Promise<AnalysisHistory> {
  return invokeFunction("analyze-site", { method: "GET", schema: analysisHistorySchema });
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
