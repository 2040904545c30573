// Public-page exports: light (no TanStack Query, zod or supabase-js). The signed-in controller and
// the API modules load lazily or from customer-area pages.
export { PlanPricing, type PlanPricingProps } from "./components/plan-pricing";
export { useChoosePlan, type ChoosePlanState } from "./hooks/use-choose-plan";
export { usePricingReturnToasts } from "./hooks/use-pricing-return-toasts";
