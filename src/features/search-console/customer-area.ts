// Customer-area exports (inside the layout that provides TanStack Query).
export { SearchConsoleCard } from "./components/search-console-card";
export { SearchConsoleCallbackView } from "./components/search-console-callback";
export { PerformancePanel } from "./components/performance/performance-panel";
