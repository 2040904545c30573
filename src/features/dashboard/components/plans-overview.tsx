import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { plans } from "@/content/plans";
import { useT } from "@/i18n";
import { PlanSummaryHeader } from "./plan-summary-header";

/** A compact view of the plan catalogue (plans.ts), with the way to the full pricing page. */
export function PlansOverview() {
  const { t } = useT("dashboard", { keyPrefix: "plans" });
  const labels = { popular: t("popular"), perMonth: t("perMonth") };
  return (
    <section aria-labelledby="dashboard-plans" className="flex flex-col gap-4">
      <div>
        <h2 id="dashboard-plans" className="text-xl font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id}>
            <Card className="h-full" data-testid={`plan-${plan.id}`}>
              <PlanSummaryHeader plan={plan} labels={labels} />
              <CardContent className="flex flex-col gap-1 text-sm">
                <p>{t("blogs", { count: plan.blogs })}</p>
                {plan.whiteLabel && <p className="font-medium text-accent">{t("whiteLabel")}</p>}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <p>
        <Button asChild variant="link" className="px-0">
          <Link to={paths.pricing}>{t("cta")}</Link>
        </Button>
      </p>
    </section>
  );
}
