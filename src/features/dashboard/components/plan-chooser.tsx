import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { TRIAL_OFFER } from "@contract/plans";
import { paths, planChoicePath } from "@/config/paths";
import { plans } from "@/content/plans";
import { pricingSection } from "@/content/pricing";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { PlanSummaryHeader } from "./plan-summary-header";

/**
 * 'Kies een pakket': what a signed-in customer without a plan sees first. Every plan links to its
 * checkout (the pricing page starts it for the plan in the address) and, while the customer has
 * not used one, to its free trial; the full comparison is one link further.
 */
/** The pricing page starts Checkout (or the trial) for the plan in the address. */
const checkoutHref = (planId: string) =>
  `${planChoicePath(paths.pricing, planId)}#${pricingSection.id}`;
const trialHref = (planId: string) =>
  `${planChoicePath(paths.pricing, planId, { trial: true })}#${pricingSection.id}`;

export function PlanChooser({ trialAvailable }: { trialAvailable: boolean }) {
  const { t } = useT("dashboard");
  const labels = { popular: t("choosePlan.popular"), perMonth: t("choosePlan.perMonth") };
  return (
    <section
      aria-labelledby="dashboard-choose-plan"
      className="flex flex-col gap-4 rounded-lg border-2 border-primary/30 bg-primary/5 p-4 sm:p-6"
    >
      <div>
        <h2 id="dashboard-choose-plan" className="text-2xl font-semibold">
          {t("choosePlan.heading")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
          {t("choosePlan.description")}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id}>
            <Card
              className={cn("flex h-full flex-col", plan.popular && "border-primary")}
              data-testid={`choose-${plan.id}`}
            >
              <PlanSummaryHeader plan={plan} labels={labels} />
              <CardContent className="flex-1 text-sm">
                <p>{t("choosePlan.blogs", { count: plan.blogs })}</p>
                <p className="mt-1 text-muted-foreground">{t(`planDescriptions.${plan.id}`)}</p>
              </CardContent>
              <CardFooter className="flex-col items-stretch gap-2">
                <Button asChild className="w-full" variant={plan.popular ? "default" : "outline"}>
                  <Link to={checkoutHref(plan.id)}>
                    {t("choosePlan.choose", { plan: plan.name })}
                  </Link>
                </Button>
                {trialAvailable && (
                  <>
                    <Button asChild className="w-full whitespace-normal" variant="ghost">
                      <Link
                        to={trialHref(plan.id)}
                        aria-describedby={`choose-${plan.id}-trial-note`}
                      >
                        {t("choosePlan.trial", { days: TRIAL_OFFER.days })}
                      </Link>
                    </Button>
                    <p
                      id={`choose-${plan.id}-trial-note`}
                      className="text-center text-xs text-muted-foreground"
                    >
                      {t("choosePlan.trialNote")}
                    </p>
                  </>
                )}
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <p>
        <Button asChild variant="link" className="h-auto px-0">
          <Link to={paths.pricing}>{t("choosePlan.compare")}</Link>
        </Button>
      </p>
    </section>
  );
}
