import { Fragment } from "react";
import { Link } from "react-router-dom";
import type { OrganicTraffic } from "@contract/organic-traffic";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { OrganicMonths } from "./organic-months";
import { KeyedTable, MoversTable } from "./organic-tables";
import { OrganicTotals } from "./organic-totals";
import { useOrganicFigures } from "./use-organic-figures";

function SubHeading({ children }: { children: React.ReactNode }) {
  return <h3 className="text-base font-semibold">{children}</h3>;
}

/**
 * "Organisch verkeer uit Google": the report's Search Console figures (the same as its PDF), or
 * what connecting gives and where to do it.
 */
export function OrganicTrafficSection({ organic }: { organic: OrganicTraffic }) {
  const { t } = useT("reports", { keyPrefix: "organic" });
  const { period } = useOrganicFigures();
  return (
    <section
      aria-labelledby="report-organic-traffic"
      className="flex min-w-0 flex-col gap-4"
      data-testid="report-organic-traffic"
    >
      <h2 id="report-organic-traffic" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {organic.status === "not-connected" ? (
        <div className="flex flex-col gap-2 rounded-lg bg-secondary p-4 text-sm">
          <p>{t("notConnected")}</p>
          <Link to={paths.dashboard} className="font-medium text-primary hover:underline">
            {t("connectLink")}
          </Link>
        </div>
      ) : organic.status === "no-data" ? (
        <div className="flex flex-col gap-2 rounded-lg bg-secondary p-4 text-sm">
          <p>{t("noData")}</p>
          <Link to={paths.dashboard} className="font-medium text-primary hover:underline">
            {t("importLink")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="organic-period">
            {t("period", {
              current: period(organic.period),
              previous: period(organic.previousPeriod),
            })}
          </p>
          <OrganicTotals organic={organic} />
          <SubHeading>{t("monthsHeading")}</SubHeading>
          <OrganicMonths months={organic.months} />
          {(
            [
              ["query", organic.topQueries, t("topQueriesHeading"), t("noQueries")],
              ["page", organic.topPages, t("topPagesHeading"), t("noPages")],
            ] as const
          ).map(([dimension, rows, title, empty]) => (
            <Fragment key={dimension}>
              <SubHeading>{title}</SubHeading>
              <KeyedTable
                rows={rows}
                keyLabel={t(`columns.${dimension}`)}
                empty={empty}
                testId={dimension === "query" ? "organic-top-queries" : "organic-top-pages"}
              />
            </Fragment>
          ))}
          {(
            [
              ["winners", organic.winners, t("winnersHeading"), t("noWinners")],
              ["losers", organic.losers, t("losersHeading"), t("noLosers")],
            ] as const
          ).map(([kind, movers, title, empty]) => (
            <Fragment key={kind}>
              <SubHeading>{title}</SubHeading>
              <MoversTable movers={movers} empty={empty} testId={`organic-${kind}`} />
            </Fragment>
          ))}
        </>
      )}
    </section>
  );
}
