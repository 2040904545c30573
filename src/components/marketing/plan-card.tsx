import { Check, PenLine, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { BusyButton } from "@/components/ui/busy-button";
import { formatEuro } from "@/lib/format";
import { instantWidget, instantWidgetProps, VISITOR_HREF } from "@/lib/instant-widgets";
import { cn } from "@/lib/utils";

/** The plan fields a card shows (docs/product.md §3 "Plan"); content/plans.ts satisfies this shape. */
export interface PlanCardData {
  id: string;
  name: string;
  /** Monthly price in whole euros. */
  price: number;
  description?: string;
  blogs: number;
  popular: boolean;
  whiteLabel: boolean;
  target: string;
  features: readonly { text: string; included: boolean }[];
  buttonText: string;
}

export interface PlanCardLabels {
  perMonth: string;
  popular: string;
  currentPlanBadge: string;
  currentPlanButton: string;
  processing: string;
  /** The free-trial action next to buying, and the line under it. */
  trial?: string;
  trialNote?: string;
  excluded: string;
  whiteLabel: string;
  blogsPerMonth: (count: number) => string;
  featuresHeading: (planName: string) => string;
}

interface PlanCardProps<P extends PlanCardData> {
  plan: P;
  labels: PlanCardLabels;
  onChoose: (plan: P) => void;
  /** Starts the plan's free trial; without it the card offers no trial. */
  onTrial?: (plan: P) => void;
  isCurrent?: boolean;
  isProcessing?: boolean;
  /** The trial (not the purchase) of this card is being started. */
  isProcessingTrial?: boolean;
  /** True while any plan is being processed: one purchase at a time. */
  busy?: boolean;
  /** Where a signed-out visitor's choice leads; the boot loader goes there before the app is there. */
  visitorHref?: (plan: P, trial: boolean) => string;
}

/** Marks a plan button as a visitor link for the boot loader (src/boot/instant-visitor-link.ts). */
function visitorLinkProps(href: string | undefined) {
  return href ? { ...instantWidgetProps(instantWidget.visitorLink), [VISITOR_HREF]: href } : {};
}

export function PlanCard<P extends PlanCardData>({
  plan,
  labels,
  onChoose,
  onTrial,
  isCurrent = false,
  isProcessing = false,
  isProcessingTrial = false,
  busy = false,
  visitorHref,
}: PlanCardProps<P>) {
  const titleId = `plan-${plan.id}-title`;
  const highlighted = isCurrent || plan.popular;
  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan.id}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm",
        plan.popular && "border-primary shadow-xl shadow-primary/10 ring-1 ring-primary",
        isCurrent && "border-accent ring-2 ring-accent",
      )}
    >
      {highlighted && (
        <div className="absolute -top-3 left-1/2 flex -translate-x-1/2 gap-2 whitespace-nowrap">
          {isCurrent && (
            <Badge className="bg-accent text-accent-foreground shadow-sm">
              {labels.currentPlanBadge}
            </Badge>
          )}
          {plan.popular && <Badge className="shadow-sm">{labels.popular}</Badge>}
        </div>
      )}

      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-xl font-bold">
          {plan.name}
        </h3>
        {plan.whiteLabel && <Badge variant="success">{labels.whiteLabel}</Badge>}
      </div>
      <p className="mt-1 text-sm font-medium text-primary">{plan.target}</p>

      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{formatEuro(plan.price)}</span>
        <span className="text-muted-foreground">{labels.perMonth}</span>
      </p>
      {plan.description && <p className="mt-3 text-sm text-muted-foreground">{plan.description}</p>}

      <p className="mt-5 flex items-center gap-2 rounded-lg bg-secondary px-3 py-2 text-sm font-semibold text-secondary-foreground">
        <PenLine className="size-4" aria-hidden="true" />
        {labels.blogsPerMonth(plan.blogs)}
      </p>

      <ul
        aria-label={labels.featuresHeading(plan.name)}
        className="mt-5 flex-1 space-y-2.5 text-sm"
      >
        {plan.features.map((feature) => (
          <li
            key={feature.text}
            data-included={feature.included}
            className={cn("flex gap-2.5", !feature.included && "text-muted-foreground")}
          >
            {feature.included ? (
              <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            ) : (
              <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span className={cn(!feature.included && "line-through")}>
              {feature.text}
              {!feature.included && <span className="sr-only"> ({labels.excluded})</span>}
            </span>
          </li>
        ))}
      </ul>

      <BusyButton
        type="button"
        className="mt-6 w-full"
        size="lg"
        variant={isCurrent ? "secondary" : plan.popular ? "default" : "outline"}
        busy={isProcessing && !isProcessingTrial}
        busyLabel={labels.processing}
        disabled={isCurrent || busy}
        data-action="buy"
        {...visitorLinkProps(isCurrent ? undefined : visitorHref?.(plan, false))}
        onClick={() => onChoose(plan)}
      >
        {isCurrent ? labels.currentPlanButton : plan.buttonText}
      </BusyButton>
      {onTrial && labels.trial && !isCurrent && (
        <>
          <BusyButton
            type="button"
            className="mt-2 w-full"
            size="lg"
            variant="secondary"
            busy={isProcessing && isProcessingTrial}
            busyLabel={labels.processing}
            disabled={busy}
            data-action="trial"
            {...visitorLinkProps(visitorHref?.(plan, true))}
            aria-describedby={labels.trialNote ? `${titleId}-trial-note` : undefined}
            onClick={() => onTrial(plan)}
          >
            {labels.trial}
          </BusyButton>
          {labels.trialNote && (
            <p
              id={`${titleId}-trial-note`}
              className="mt-1 text-center text-xs text-muted-foreground"
            >
              {labels.trialNote}
            </p>
          )}
        </>
      )}
    </article>
  );
}
