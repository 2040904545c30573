export { useChoosePlan, type ChoosePlanState } from "./hooks/use-choose-plan";
