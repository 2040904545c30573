import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { dashboardContent } from "@/content/dashboard";
import { type DashboardFigures, OverviewCards } from "./overview-cards";
import { PlansOverview } from "./plans-overview";

export interface DashboardViewProps {
  /** The e-mail, else the full name, else 'User' (spec §2). */
  userName: string;
  /** The payment card (owned by the billing feature; the page composes it in). */
  billing: ReactNode;
  /** A message above the overview, e.g. after a password change. */
  notice?: ReactNode;
  /** The customer's own figures (the page gathers them from the reports and profile). */
  figures: DashboardFigures;
}

export function DashboardView({ userName, billing, notice, figures }: DashboardViewProps) {
  const copy = dashboardContent;
  return (
    <div className="container flex flex-col gap-10 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 break-words text-muted-foreground">
            {copy.welcome}{" "}
            <strong className="font-semibold text-foreground" data-testid="dashboard-user">
              {userName}
            </strong>
          </p>
          <p className="text-sm text-muted-foreground">{copy.intro}</p>
        </div>
      </header>
      {notice}
      <OverviewCards billing={billing} figures={figures} />
      <section
        aria-labelledby="dashboard-seo-helper"
        className="flex flex-col gap-3 rounded-lg border bg-secondary p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="dashboard-seo-helper" className="text-xl font-semibold">
            {copy.seoHelper.heading}
          </h2>
          <p className="text-sm text-secondary-foreground">{copy.seoHelper.description}</p>
        </div>
        <Button asChild>
          <Link to={copy.seoHelper.href}>
            {copy.seoHelper.cta}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
      <PlansOverview />
    </div>
  );
}
