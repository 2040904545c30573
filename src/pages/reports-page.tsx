import { useSearchParams } from "react-router-dom";
import { reportsContent as copy } from "@/content/reports";
import { ReportDetail, ReportsList, ScanStatusCard } from "@/features/reports/customer-area";
import { SearchConsoleCard } from "@/features/search-console/customer-area";
import { PageHead } from "./page-head";

/** /dashboard/reports: the list, or one report with ?id= (issue 11). */
export function ReportsPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  return (
    <>
      <PageHead path="/dashboard/reports" />
      <div className="container flex flex-col gap-8 py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{copy.intro}</p>
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
