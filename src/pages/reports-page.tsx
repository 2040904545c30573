import { useSearchParams } from "react-router-dom";
import { ReportDetail, ReportsList, ScanStatusCard } from "@/features/reports/customer-area";
import { SearchConsoleCard } from "@/features/search-console/customer-area";
import { useT } from "@/i18n";
import { PageHead } from "./page-head";

/** /dashboard/reports: the list, or one report with ?id= (issue 11). */
export function ReportsPage() {
  const { t } = useT("reports");
  const [params] = useSearchParams();
  const id = params.get("id");
  return (
    <>
      <PageHead path="/dashboard/reports" heading={t("title")} />
      <div className="container flex flex-col gap-8 py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t("intro")}</p>
        </header>
        {id ? (
          <ReportDetail id={id} />
        ) : (
          <>
            <ScanStatusCard />
            <SearchConsoleCard />
            <ReportsList />
          </>
        )}
      </div>
    </>
  );
}
