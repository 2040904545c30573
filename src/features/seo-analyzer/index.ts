// The public entry: the home page's section only. It must stay free of zod, TanStack Query and
// supabase-js (they arrive with the analysis chunk on first use); the customer area's pieces are
// in ./customer-area.
export { AnalyzerSection } from "./components/analyzer-section";
