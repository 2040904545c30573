import { CalendarCheck, FileText, KeyRound, PenLine, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PLAN_FACTS, listOf } from "@contract/plans";
import { PROFILE_LIMITS } from "@contract/onboarding";
import { formatNumber, useLocale, useT } from "@/i18n";

export type DashboardStatId = "reports" | "keywords" | "blog-drafts" | "profile-posts";

/** The figures in the order the grid shows them, each with its words in the catalogue. */
const STATS = [
  { id: "reports", key: "reports" },
  { id: "keywords", key: "keywords" },
  { id: "blog-drafts", key: "blogDrafts" },
  { id: "profile-posts", key: "profilePosts" },
] as const satisfies ReadonlyArray<{ id: DashboardStatId; key: string }>;

/** The plans whose subscription includes business-profile posts, e.g. ["Ultimate", "Power"]. */
const PROFILE_POST_PLANS = PLAN_FACTS.filter((facts) => facts.businessProfilePosts).map(
  (facts) => facts.name,
);

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
  const { t } = useT("dashboard");
  const locale = useLocale();
  /** What happens next while a figure is 0. */
  const empty: Record<DashboardStatId, string> = {
    reports: t("stats.reports.empty"),
    keywords: t("stats.keywords.empty", {
      min: PROFILE_LIMITS.keywords.min,
      max: PROFILE_LIMITS.keywords.max,
    }),
    "blog-drafts": t("stats.blogDrafts.empty"),
    "profile-posts": t("stats.profilePosts.empty", {
      plans: listOf(PROFILE_POST_PLANS, t("and")),
    }),
  };
  return (
    <section aria-labelledby="dashboard-overview" className="flex flex-col gap-4">
      <h2 id="dashboard-overview" className="text-xl font-semibold">
        {t("overviewHeading")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {STATS.map((stat) => {
          const Icon = ICONS[stat.id];
          const figure = figures[stat.id];
          return (
            <li key={stat.id}>
              <Card className="h-full" data-testid={`stat-${stat.id}`}>
                <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
                  <CardTitle className="text-sm font-medium text-muted-foreground">
                    {t(`stats.${stat.key}.label`)}
                  </CardTitle>
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                </CardHeader>
                <CardContent>
                  <p className="text-3xl font-bold">
                    {figure === null ? "…" : formatNumber(figure, locale)}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {figure === 0 ? empty[stat.id] : t(`stats.${stat.key}.detail`)}
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
