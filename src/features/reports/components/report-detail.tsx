import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { reportsContent as copy } from "@/content/reports";
import { FunctionCallError } from "@/lib/invoke-function";
import { useReport } from "../api/reports-api";
import { ReportView } from "./report-view";

export function ReportDetail({ id }: { id: string }) {
  const report = useReport(id);
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.reports} className="text-sm font-medium text-primary hover:underline">
        ← {copy.report.back}
      </Link>
      {report.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : report.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>
            {report.error instanceof FunctionCallError && report.error.status === 404
              ? copy.report.notFound
              : copy.error}
          </p>
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <ReportView
          id={report.data.id}
          report={report.data.report}
          organic={report.data.organicTraffic}
        />
      )}
    </div>
  );
}
