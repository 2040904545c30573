import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { dashboardContent } from "@/content/dashboard";
import { plans } from "@/content/plans";
import { cn } from "@/lib/utils";
import { PlanSummaryHeader } from "./plan-summary-header";

/**
 * 'Kies een pakket': what a signed-in customer without a plan sees first. Every plan links to its
 * checkout (the pricing page starts it for the plan in the address) and, while the customer has
 * not used one, to its free trial; the full comparison is one link further.
 */
export function PlanChooser({ trialAvailable }: { trialAvailable: boolean }) {
  const copy = dashboardContent.choosePlan;
  return (
    <section
      aria-labelledby="dashboard-choose-plan"
      className="flex flex-col gap-4 rounded-lg border-2 border-primary/30 bg-primary/5 p-4 sm:p-6"
    >
      <div>
        <h2 id="dashboard-choose-plan" className="text-2xl font-semibold">
          {copy.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{copy.description}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id}>
            <Card
              className={cn("flex h-full flex-col", plan.popular && "border-primary")}
              data-testid={`choose-${plan.id}`}
            >
              <PlanSummaryHeader plan={plan} labels={copy} />
              <CardContent className="flex-1 text-sm">
                <p>{copy.blogs(plan.blogs)}</p>
                {plan.description && (
                  <p className="mt-1 text-muted-foreground">{plan.description}</p>
                )}
              </CardContent>
              <CardFooter className="flex-col items-stretch gap-2">
                <Button asChild className="w-full" variant={plan.popular ? "default" : "outline"}>
                  <Link to={copy.checkoutHref(plan.id)}>{plan.buttonText}</Link>
                </Button>
                {trialAvailable && (
                  <>
                    <Button asChild className="w-full whitespace-normal" variant="ghost">
                      <Link
                        to={copy.trialHref(plan.id)}
                        aria-describedby={`choose-${plan.id}-trial-note`}
                      >
                        {copy.trial}
                      </Link>
                    </Button>
                    <p
                      id={`choose-${plan.id}-trial-note`}
                      className="text-center text-xs text-muted-foreground"
                    >
                      {copy.trialNote}
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
          <Link to={copy.compareHref}>{copy.compare}</Link>
        </Button>
      </p>
    </section>
  );
}
