import type { AnalysisResult } from "@contract/analyzer";
import { callAnalyzer } from "./call-analyzer";

/**
 * GET ?id= → the stored analysis, e.g. to poll a pending PageSpeed enrichment. Only its owner
 * reads it: a signed-in customer by their session, a visitor by the `readToken` the POST answered.
 */
export function fetchAnalysis(id: string, readToken?: string): Promise<AnalysisResult> {
  return callAnalyzer({
    method: "GET",
    query: `?id=${encodeURIComponent(id)}`,
    ...(readToken ? { headers: { "X-Analysis-Token": readToken } } : {}),
  });
}
