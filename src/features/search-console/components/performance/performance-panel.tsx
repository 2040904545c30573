import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { SearchConsoleImportStatus } from "@contract/search-console";
import type { PerformanceOverview } from "@contract/search-performance-overview";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { figuresFor, useLocale, useT } from "@/i18n";
import { useSearchPerformance } from "../../api/get-search-performance";
import { LoadFailed } from "../load-failed";
import { DailyChart } from "./daily-chart";
import { FigureTiles } from "./figure-tiles";
import { PostClicksList } from "./post-clicks-list";
import { TopQueriesTable } from "./top-queries-table";

function Skeleton() {
  const { t } = useT("searchConsole", { keyPrefix: "performance" });
  return (
    <div role="status" className="flex flex-col gap-4" data-testid="performance-loading">
      <span className="sr-only">{t("loading")}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="h-24 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
      <div className="h-56 animate-pulse rounded-md bg-muted" aria-hidden="true" />
    </div>
  );
}

function ImportFailed({ status }: { status: SearchConsoleImportStatus | null }) {
  const { t } = useT("searchConsole", { keyPrefix: "performance" });
  if (status?.lastError == null) return null;
  return (
    <p role="alert" className="flex gap-2 text-sm text-destructive">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t("failed", { reason: status.lastError })}</span>
    </p>
  );
}

function Figures({ overview }: { overview: PerformanceOverview }) {
  const { t } = useT("searchConsole", { keyPrefix: "performance" });
  const figures = figuresFor(useLocale());
  const period = figures.period(overview.period);
  const before = figures.period(overview.previousPeriod);
  return (
    <div className="flex flex-col gap-6">
      <div className="text-sm">
        <p className="font-medium">{t("period", { period })}</p>
        <p className="text-muted-foreground">{t("comparedWith", { period: before })}</p>
      </div>
      <FigureTiles overview={overview} />
      <DailyChart days={overview.daily} period={period} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TopQueriesTable queries={overview.topQueries} />
        <PostClicksList posts={overview.posts} />
      </div>
    </div>
  );
}

/**
 * "Resultaten uit Google" on the dashboard: the customer's Search Console figures for the last
 * 28 days with data against the 28 before, once the import has reached the present; until then it
 * says how far the import is. Without a working connection or a chosen property it is not shown:
 * the Search Console card above it is the way to connect, reconnect or choose the property.
 */
export function PerformancePanel() {
  const answer = useSearchPerformance();
  const { t } = useT("searchConsole", { keyPrefix: "performance" });
  let body: ReactNode;
  if (answer.isPending) {
    body = <Skeleton />;
  } else if (answer.isError) {
    body = (
      <LoadFailed
        message={t("loadError")}
        retry={t("retry")}
        onRetry={() => void answer.refetch()}
      />
    );
  } else {
    const data = answer.data;
    switch (data.status) {
      // The Search Console card says what to do: connect, reconnect or choose the property.
      case "not_connected":
      case "broken":
      case "no_property":
        return null;
      case "importing":
        body = (
          <div className="flex flex-col gap-2">
            <ImportFailed status={data.import} />
            <p role="status" className="text-sm">
              {data.import
                ? t("backfill", { percent: data.import.backfillPercent })
                : t("starting")}
            </p>
          </div>
        );
        break;
      case "no_data":
        body = (
          <div className="flex flex-col gap-2">
            <ImportFailed status={data.import} />
            <p className="text-sm">{t("noData")}</p>
          </div>
        );
        break;
      case "ready":
        body = (
          <div className="flex flex-col gap-4">
            <ImportFailed status={data.import} />
            <Figures overview={data.overview} />
          </div>
        );
        break;
    }
  }
  return (
    <Card
      role="region"
      aria-labelledby="search-performance-title"
      data-testid="search-performance-panel"
    >
      <CardHeader>
        <CardTitle id="search-performance-title">{t("title")}</CardTitle>
        <CardDescription>{t("intro")}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
