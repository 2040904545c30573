import { Badge } from "@/components/ui/badge";
import { CardHeader, CardTitle } from "@/components/ui/card";
import type { Plan } from "@/content/plans";
import { formatPrice, useLocale } from "@/i18n";

/** A plan card's head on the dashboard: name, 'most popular' badge and the monthly price. */
export function PlanSummaryHeader({
  plan,
  labels,
}: {
  plan: Plan;
  labels: { popular: string; perMonth: string };
}) {
  const locale = useLocale();
  return (
    <CardHeader className="gap-2 pb-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{plan.name}</CardTitle>
        {plan.popular && <Badge>{labels.popular}</Badge>}
      </div>
      <p>
        <span className="text-2xl font-bold">{formatPrice(plan.price, locale)}</span>{" "}
        <span className="text-sm text-muted-foreground">{labels.perMonth}</span>
      </p>
    </CardHeader>
  );
}
