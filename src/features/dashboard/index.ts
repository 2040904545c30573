export {
  DashboardView,
  type DashboardLead,
  type DashboardViewProps,
} from "./components/dashboard-view";
export type { DashboardFigures } from "./components/overview-cards";
export { isReturningCustomer, type SignInHistory } from "./returning-customer";
