/**
 * Everything the analyzer needs once a visitor uses it — the calls, polling, zod validation and
 * the result card — in one chunk loaded on first focus or submit, so the home page's first
 * download and hydration do not carry it (docs/decisions/015-analyze-site.md).
 */
export { runAnalysis } from "./api/run-analysis";
export { fetchAnalysis } from "./api/fetch-analysis";
export { AnalysisResultCard } from "./components/analysis-result-card";
