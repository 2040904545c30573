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
  /** Starts a plan's free trial; without it no card offers one. */
  onTrial?: (plan: P) => void;
  /** The processing plan's trial (not its purchase) is starting. */
  processingTrial?: boolean;
  /** What the trial is, under the cards. */
  trialInfo?: { heading: string; text: string };
  /** The signed-in user's plan: its card shows the current-plan badge and a disabled button. */
  currentPlanId?: string | null;
  /** The plan whose checkout is starting: its button shows the processing state. */
  processingPlanId?: string | null;
  /** Shown under the cards, e.g. the signed-in customer's 'manage subscription' button. */
  footer?: ReactNode;
  /**
   * Where a signed-out visitor's choice leads (/login with the plan to come back to), put on the
   * buttons so the boot loader can go there before the app is there.
   */
  visitorHref?: (plan: P, trial: boolean) => string;
}

/** The plan cards (docs/product.md §2/§4). Visible to everyone; what choosing does is up to the caller. */
export function PricingSection<P extends PlanCardData>({
  id = "pricing",
  eyebrow,
  title,
  subtitle,
  plans,
  labels,
  onChoose,
  onTrial,
  processingTrial = false,
  trialInfo,
  currentPlanId = null,
  processingPlanId = null,
  footer,
  visitorHref,
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
              onTrial={onTrial}
              isCurrent={plan.id === currentPlanId}
              isProcessing={plan.id === processingPlanId}
              isProcessingTrial={processingTrial}
              busy={processingPlanId !== null}
              visitorHref={visitorHref}
            />
          </li>
        ))}
      </ul>
      {onTrial && trialInfo && (
        <section
          aria-labelledby={`${id}-trial`}
          className="mx-auto mt-10 max-w-3xl rounded-lg border bg-card p-5 text-sm"
        >
          <h3 id={`${id}-trial`} className="font-semibold">
            {trialInfo.heading}
          </h3>
          <p className="mt-1 text-muted-foreground">{trialInfo.text}</p>
        </section>
      )}
      {footer && <div className="mt-10 flex justify-center">{footer}</div>}
    </ContentSection>
  );
}
