import { Fragment } from "react";
import { Link } from "react-router-dom";
import type { OrganicTraffic } from "@contract/organic-traffic";
import { periodNl } from "@contract/dutch-figures";
import { paths } from "@/config/paths";
import type { reportsContent } from "@/content/reports";
import { OrganicMonths } from "./organic-months";
import { KeyedTable, MoversTable } from "./organic-tables";
import { OrganicTotals } from "./organic-totals";

export type OrganicCopy = (typeof reportsContent)["organic"];

function SubHeading({ children }: { children: React.ReactNode }) {
  return <h3 className="text-base font-semibold">{children}</h3>;
}

/**
 * "Organisch verkeer uit Google": the report's Search Console figures (the same as its PDF), or
 * what connecting gives and where to do it.
 */
export function OrganicTrafficSection({
  organic,
  copy,
}: {
  organic: OrganicTraffic;
  copy: OrganicCopy;
}) {
  return (
    <section
      aria-labelledby="report-organic-traffic"
      className="flex min-w-0 flex-col gap-4"
      data-testid="report-organic-traffic"
    >
      <h2 id="report-organic-traffic" className="text-xl font-semibold">
        {copy.title}
      </h2>
      {organic.status === "not-connected" ? (
        <div className="flex flex-col gap-2 rounded-lg bg-secondary p-4 text-sm">
          <p>{copy.notConnected}</p>
          <Link to={paths.dashboard} className="font-medium text-primary hover:underline">
            {copy.connectLink}
          </Link>
        </div>
      ) : organic.status === "no-data" ? (
        <div className="flex flex-col gap-2 rounded-lg bg-secondary p-4 text-sm">
          <p>{copy.noData}</p>
          <Link to={paths.dashboard} className="font-medium text-primary hover:underline">
            {copy.importLink}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="organic-period">
            {copy.period(periodNl(organic.period), periodNl(organic.previousPeriod))}
          </p>
          <OrganicTotals organic={organic} copy={copy} />
          <SubHeading>{copy.monthsHeading}</SubHeading>
          <OrganicMonths months={organic.months} copy={copy} />
          {(
            [
              ["query", organic.topQueries, copy.topQueriesHeading, copy.noQueries],
              ["page", organic.topPages, copy.topPagesHeading, copy.noPages],
            ] as const
          ).map(([dimension, rows, title, empty]) => (
            <Fragment key={dimension}>
              <SubHeading>{title}</SubHeading>
              <KeyedTable
                rows={rows}
                keyLabel={copy.columns[dimension]}
                empty={empty}
                copy={copy}
                testId={dimension === "query" ? "organic-top-queries" : "organic-top-pages"}
              />
            </Fragment>
          ))}
          {(
            [
              ["winners", organic.winners, copy.winnersHeading, copy.noWinners],
              ["losers", organic.losers, copy.losersHeading, copy.noLosers],
            ] as const
          ).map(([kind, movers, title, empty]) => (
            <Fragment key={kind}>
              <SubHeading>{title}</SubHeading>
              <MoversTable movers={movers} empty={empty} copy={copy} testId={`organic-${kind}`} />
            </Fragment>
          ))}
        </>
      )}
    </section>
  );
}
