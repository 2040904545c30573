import type { AnalysisResult } from "@contract/analyzer";
import { callAnalyzer } from "./call-analyzer";

/** POST { url } → the fast result (or the cached one). */
export function postAnalysis(url: string): Promise<AnalysisResult> {
  return callAnalyzer({ method: "POST", body: { url } });
}
