// The session module only (not the auth feature's index): public pages must stay small.
import { useSignedIn } from "@/features/auth/session-context";
import { signedInWhenKnown } from "@/features/auth/session-store";
import { PlanPricing } from "@/features/billing";

/**
 * The plan cards as every page shows them (home, /pricing, /ad-campagne): the billing feature's
 * block, told by the auth feature whether a session exists. Features do not import each other;
 * pages compose them.
 */
export function PlanPricingBlock() {
  return <PlanPricing signedIn={useSignedIn()} signedInWhenKnown={signedInWhenKnown} />;
}
