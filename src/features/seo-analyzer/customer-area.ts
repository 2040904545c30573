// The signed-in pieces (/seo-helper): the analyzer that refreshes the history, and the history.
export { AnalysisHistory, SignedInAnalyzer } from "./components/analysis-history";
