import { CalendarCheck, FileText, KeyRound, PenLine, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { dashboardContent, type DashboardStatId } from "@/content/dashboard";
import { formatNumber } from "@/lib/format";

const ICONS: Record<DashboardStatId, LucideIcon> = {
  reports: FileText,
  keywords: KeyRound,
  "blog-drafts": PenLine,
  "profile-posts": CalendarCheck,
};

/** The customer's figures by card; null while loading. */
export type DashboardFigures = Record<DashboardStatId, number | null>;

/** The overview grid: four activity figures plus the subscription card passed in as `billing`. */
export function OverviewCards({
  billing,
  figures,
}: {
  billing: ReactNode;
  figures: DashboardFigures;
}) {
  return (
    <section aria-labelledby="dashboard-overview" className="flex flex-col gap-4">
      <h2 id="dashboard-overview" className="text-xl font-semibold">
        {dashboardContent.overviewHeading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {dashboardContent.stats.map((stat) => {
          const Icon = ICONS[stat.id];
          return (
            <li key={stat.id}>
              <Card className="h-full" data-testid={`stat-${stat.id}`}>
                <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
                  <CardTitle className="text-sm font-medium text-muted-foreground">
                    {stat.label}
                  </CardTitle>
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                </CardHeader>
                <CardContent>
                  <p className="text-3xl font-bold">
                    {figures[stat.id] === null
                      ? dashboardContent.loadingFigure
                      : formatNumber(figures[stat.id]!)}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {figures[stat.id] === 0 ? stat.empty : stat.detail}
                  </p>
                </CardContent>
              </Card>
            </li>
          );
        })}
        <li>{billing}</li>
      </ul>
    </section>
  );
}
