export { PlanPricing } from "./components/plan-pricing";
export { useChoosePlan, type ChoosePlanState } from "./hooks/use-choose-plan";
