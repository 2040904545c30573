export { DashboardView, type DashboardViewProps } from "./components/dashboard-view";
