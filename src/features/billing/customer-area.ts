// Customer-area exports (pages inside the customer-area layout, which provides TanStack Query).
// Kept apart from index.ts so public pages never pull the API modules in.
export { subscriptionQueryOptions, useSubscription } from "./api/check-subscription";
export { checkoutRequest, type StartCheckoutInput } from "./api/checkout-request";
export { billingKeys } from "./api/query-keys";
export { startCheckout } from "./api/start-checkout";
export { BillingNotices } from "./components/billing-notices";
export { DashboardSubscription } from "./components/dashboard-subscription";
export { SubscriptionCard } from "./components/subscription-card";
export { usePlanEntitlements, type PlanEntitlementsState } from "./hooks/use-plan-entitlements";
export { entitlementsOf, entitledPlan, isCheckoutReturn } from "./model";
