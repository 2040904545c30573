import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { type DashboardFigures, OverviewCards } from "./overview-cards";
import { PlanChooser } from "./plan-chooser";
import { PlansOverview } from "./plans-overview";

/**
 * What the dashboard leads with: "checking" while the subscription is being read (so a new
 * customer never sees the figures flash before the plan choice), "choose-plan" without a plan,
 * "overview" with one — and also when the check failed or a checkout is still being confirmed,
 * because neither means "no plan".
 */
export type DashboardLead = "checking" | "choose-plan" | "overview";

export interface DashboardViewProps {
  /** The e-mail, else the full name, else 'Gebruiker' (docs/product.md §2). */
  userName: string;
  /** Welcomed back ('Welkom terug') rather than welcomed: the customer signed in before. */
  returning: boolean;
  /** The payment card (owned by the billing feature; the page composes it in). */
  billing: ReactNode;
  /** A message above the overview, e.g. after a password change. */
  notice?: ReactNode;
  /** The customer's own figures (the page gathers them from the reports and profile). */
  figures: DashboardFigures;
  lead: DashboardLead;
  /** Whether the plan choice offers the free trial (not once the customer has used theirs). */
  trialAvailable?: boolean;
}

/** Something to show in the figures: a former customer keeps seeing their reports and drafts. */
function hasActivity(figures: DashboardFigures): boolean {
  return Object.values(figures).some((figure) => figure !== null && figure > 0);
}

/**
 * The greeting around the bold name: the message is filled with a marker that no text contains,
 * and the name is rendered between the two halves (i18next's <Trans> would do this, but its typing
 * over the whole catalogue costs `tsc` gigabytes).
 */
const NAME_MARK = "\u0000";
function aroundName(message: string): [string, string] {
  const at = message.indexOf(NAME_MARK);
  return at < 0 ? [message, ""] : [message.slice(0, at), message.slice(at + NAME_MARK.length)];
}

export function DashboardView({
  userName,
  returning,
  billing,
  notice,
  figures,
  lead,
  trialAvailable = false,
}: DashboardViewProps) {
  const { t } = useT("dashboard");
  const [before, after] = aroundName(
    t(returning ? "greeting.returning" : "greeting.new", { name: NAME_MARK }),
  );
  const showOverview = lead === "overview" || (lead === "choose-plan" && hasActivity(figures));
  return (
    <div className="container flex flex-col gap-10 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 break-words text-muted-foreground">
            {before}
            <strong className="font-semibold text-foreground" data-testid="dashboard-user">
              {userName}
            </strong>
            {after}
          </p>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
      </header>
      {notice}
      {lead === "checking" && (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t("checkingPlan")}</span>
          <div aria-hidden="true" className="h-7 w-48 animate-pulse rounded bg-muted" />
          <div aria-hidden="true" className="h-40 w-full animate-pulse rounded-lg bg-muted" />
        </div>
      )}
      {lead === "choose-plan" && <PlanChooser trialAvailable={trialAvailable} />}
      {showOverview && <OverviewCards billing={billing} figures={figures} />}
      <section
        aria-labelledby="dashboard-seo-helper"
        className="flex flex-col gap-3 rounded-lg border bg-secondary p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="dashboard-seo-helper" className="text-xl font-semibold">
            {t("seoHelper.heading")}
          </h2>
          <p className="text-sm text-secondary-foreground">{t("seoHelper.description")}</p>
        </div>
        <Button asChild>
          <Link to={paths.seoHelper}>
            {t("seoHelper.cta")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
      {lead === "overview" && <PlansOverview />}
    </div>
  );
}
