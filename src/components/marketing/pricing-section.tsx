import type { ReactNode } from "react";
import { PlanCard, type PlanCardData, type PlanCardLabels } from "./plan-card";
import { ContentSection } from "./content-section";

interface PricingSectionProps<P extends PlanCardData> {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  plans: readonly P[];
  labels: PlanCardLabels;
  onChoose: (plan: P) => void;
  /** The signed-in user's plan: its card shows the current-plan badge and a disabled button. */
  currentPlanId?: string | null;
  /** The plan whose checkout is starting: its button shows the processing state. */
  processingPlanId?: string | null;
  /** Shown under the cards, e.g. the signed-in customer's 'manage subscription' button. */
  footer?: ReactNode;
}

/** The plan cards (spec §2/§4). Visible to everyone; what choosing does is up to the caller. */
export function PricingSection<P extends PlanCardData>({
  id = "pricing",
  eyebrow,
  title,
  subtitle,
  plans,
  labels,
  onChoose,
  currentPlanId = null,
  processingPlanId = null,
  footer,
}: PricingSectionProps<P>) {
  return (
    <ContentSection
      id={id}
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      muted
      contentClassName="mt-14"
    >
      <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              labels={labels}
              onChoose={onChoose}
              isCurrent={plan.id === currentPlanId}
              isProcessing={plan.id === processingPlanId}
              busy={processingPlanId !== null}
            />
          </li>
        ))}
      </ul>
      {footer && <div className="mt-10 flex justify-center">{footer}</div>}
    </ContentSection>
  );
}
