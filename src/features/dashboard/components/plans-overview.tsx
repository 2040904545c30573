import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { dashboardContent } from "@/content/dashboard";
import { plans } from "@/content/plans";
import { PlanSummaryHeader } from "./plan-summary-header";

/** A compact view of the plan catalogue (plans.ts), with the way to the full pricing page. */
export function PlansOverview() {
  const copy = dashboardContent.plans;
  return (
    <section aria-labelledby="dashboard-plans" className="flex flex-col gap-4">
      <div>
        <h2 id="dashboard-plans" className="text-xl font-semibold">
          {copy.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.description}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id}>
            <Card className="h-full" data-testid={`plan-${plan.id}`}>
              <PlanSummaryHeader plan={plan} labels={copy} />
              <CardContent className="flex flex-col gap-1 text-sm">
                <p>{copy.blogs(plan.blogs)}</p>
                {plan.whiteLabel && <p className="font-medium text-accent">{copy.whiteLabel}</p>}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <p>
        <Button asChild variant="link" className="px-0">
          <Link to={copy.href}>{copy.cta}</Link>
        </Button>
      </p>
    </section>
  );
}
