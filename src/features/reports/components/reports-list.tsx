import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { reportsContent as copy } from "@/content/reports";
import { formatDateTimeLong } from "@/lib/format";
import { useReports } from "../api/reports-api";
import { DownloadPdfButton } from "./download-pdf-button";

/** 'Rapporten': date, score, trend and PDF per report, newest first. */
export function ReportsList() {
  const reports = useReports();
  if (reports.isPending) return <p role="status">{copy.loading}</p>;
  if (reports.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>{copy.error}</p>
        <Button variant="outline" size="sm" onClick={() => void reports.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  }
  if (reports.data.reports.length === 0) {
    return (
      <div
        className="flex flex-col items-start gap-3 rounded-lg border p-6"
        data-testid="reports-empty"
      >
        <p>{copy.empty}</p>
        <Button asChild variant="outline">
          <Link to={paths.businessProfile}>{copy.emptyAction}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="reports-table">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.columns.date}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.columns.site}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.columns.score}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.columns.trend}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{copy.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.data.reports.map((report) => (
            <tr key={report.id} className="border-b">
              <td className="py-3 pr-4">{formatDateTimeLong(report.createdAt)}</td>
              <td className="max-w-xs break-all py-3 pr-4">
                {report.siteUrl}
                <span className="block text-xs text-muted-foreground">
                  {copy.kinds[report.kind]}
                </span>
              </td>
              <td className="py-3 pr-4 font-semibold">{report.score ?? "–"}</td>
              <td className="py-3 pr-4">
                {report.trend === null ? copy.trendNone : copy.trend(report.trend)}
              </td>
              <td className="py-3">
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={`${paths.reports}?id=${report.id}`}>{copy.open}</Link>
                  </Button>
                  <DownloadPdfButton reportId={report.id} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
