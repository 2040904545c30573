export { DashboardView, type DashboardViewProps } from "./components/dashboard-view";
export type { DashboardFigures } from "./components/overview-cards";
