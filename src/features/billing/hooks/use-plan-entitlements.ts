import type { Entitlements } from "@contract/plans";
import { useSubscription } from "../api/check-subscription";
import { entitlementsOf } from "../model";

export interface PlanEntitlementsState extends Entitlements {
  /** True until the subscription is known. */
  loading: boolean;
  /** The check failed: nothing is known (not the same as "no plan"). */
  failed: boolean;
}

/** What the signed-in user's subscription entitles to (plan, blog quota, white label). */
export function usePlanEntitlements(): PlanEntitlementsState {
  const query = useSubscription();
  return {
    ...entitlementsOf(query.data),
    loading: query.isPending,
    failed: query.isError,
  };
}
