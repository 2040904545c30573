import { Settings } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PricingSection } from "@/components/marketing/pricing-section";
import { BusyButton } from "@/components/ui/busy-button";
import { paths } from "@/config/paths";
import { billingContent } from "@/content/billing";
import { planCardLabels, planCards, pricingSection } from "@/content/pricing";
import type { Plan } from "@/content/plans";
import { QueryProvider } from "@/lib/query-provider";
import { useSubscription } from "../api/check-subscription";
import { useCreateCheckout } from "../api/create-checkout";
import { useCustomerPortal } from "../hooks/use-customer-portal";
import { usePlanChoiceOnArrival } from "../hooks/use-plan-choice-on-arrival";
import { entitledPlan } from "../model";
import { redirectTo, showFailureToast } from "../redirect";

export interface PendingChoice {
  planId: string;
  trial: boolean;
}

export interface SignedInPlanPricingProps {
  /** A plan (or its trial) chosen while this controller was still loading: handled once ready. */
  pending?: PendingChoice | null;
}

/**
 * The plan cards for a signed-in customer (docs/product.md §4): the current plan marked, checkout for a new
 * subscription or a plan's free trial (until the customer used theirs), the billing portal for an
 * existing one. Loaded lazily by PlanPricing only when a session exists, so TanStack Query, zod
 * and supabase-js never reach signed-out visitors.
 */
export function SignedInPlanPricing(props: SignedInPlanPricingProps) {
  return (
    <QueryProvider>
      <SignedInCards {...props} />
    </QueryProvider>
  );
}

function SignedInCards({ pending = null }: SignedInPlanPricingProps) {
  const subscription = useSubscription();
  const checkout = useCreateCheckout();
  const portal = useCustomerPortal(
    `${paths.pricing}?portal_session=true`,
    billingContent.toasts.portalFailed,
  );
  // The card whose choice opened the portal (a plan change), for its processing state.
  const [portalFromCard, setPortalFromCard] = useState<string | null>(null);
  // One request at a time, decided at the click: a double click fires twice before the
  // mutation's pending state reaches the buttons (TanStack Query notifies on a later tick).
  const inFlight = useRef(false);

  useEffect(() => {
    // A failed check is only logged; the cards stay neutral (no plan marked, none denied).
    if (subscription.error) console.error("Subscription check failed", subscription.error);
  }, [subscription.error]);

  const data = subscription.data;
  const current = entitledPlan(data);
  const tierKnown = Boolean(data?.subscribed && data.subscription_tier);
  // No trial next to a live plan, nor once the customer used theirs (the server refuses it too).
  const trialOffered = !current && data?.trial_available !== false;

  function choose(plan: Plan, { trial = false }: { trial?: boolean } = {}) {
    if (inFlight.current || checkout.isPending || checkout.isSuccess || portal.opening) return;
    if (current) {
      // A live subscription changes plan in the portal; a second checkout would be refused (409).
      setPortalFromCard(plan.id);
      portal.open();
      return;
    }
    inFlight.current = true;
    checkout.mutate(
      { priceId: plan.priceId, trial },
      {
        onSuccess: redirectTo,
        onError: (error) => {
          inFlight.current = false;
          showFailureToast(billingContent.toasts.checkoutFailed, error);
        },
      },
    );
  }

  // A plan chosen before signing in (the address carries it through /login and sign-up).
  usePlanChoiceOnArrival({
    subscriptionKnown: subscription.isSuccess,
    currentPlanId: current?.id ?? null,
    startCheckout: choose,
  });

  // A choice made before this chunk arrived is carried out once the subscription is known.
  const pendingHandled = useRef(false);
  const settled = !subscription.isPending;
  useEffect(() => {
    if (pendingHandled.current || !pending || !settled) return;
    pendingHandled.current = true;
    const plan = planCards.find((candidate) => candidate.id === pending.planId);
    // The click happened before this component existed: carrying it out here is handling that
    // event, once, not deriving state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (plan && plan.id !== current?.id) choose(plan, { trial: pending.trial && trialOffered });
    // choose is recreated every render; running once for the pending choice is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, settled]);

  const checkoutPlanId =
    checkout.isPending || checkout.isSuccess
      ? (planCards.find((plan) => plan.priceId === checkout.variables?.priceId)?.id ?? null)
      : null;
  const processingPlanId = checkoutPlanId ?? (portal.opening ? portalFromCard : null);

  return (
    <PricingSection
      {...pricingSection}
      plans={planCards}
      labels={planCardLabels}
      onChoose={(plan) => choose(plan)}
      onTrial={trialOffered ? (plan) => choose(plan, { trial: true }) : undefined}
      processingTrial={checkoutPlanId !== null && checkout.variables?.trial === true}
      currentPlanId={current?.id ?? null}
      processingPlanId={processingPlanId}
      footer={
        tierKnown ? (
          <BusyButton
            type="button"
            variant="outline"
            size="lg"
            busy={portal.opening}
            busyLabel={billingContent.manageSubscriptionLoading}
            icon={<Settings aria-hidden="true" />}
            onClick={() => {
              setPortalFromCard(null);
              portal.open();
            }}
          >
            {billingContent.manageSubscription}
          </BusyButton>
        ) : undefined
      }
    />
  );
}
