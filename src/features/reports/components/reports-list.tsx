import { pdfIncluded } from "@contract/reports";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { formatDayInAmsterdam, formatNumber, useLocale, useT } from "@/i18n";
import { useReports } from "../api/get-reports";
import { DownloadPdfButton } from "./download-pdf-button";
import { usePlanRule } from "./use-plan-rule";

/**
 * 'Rapporten': per report its date, site and kind, score and trend, and the actions, newest first.
 * Three columns so a 375 px phone shows it whole: the address wraps between words where it can
 * (never a letter a line) and the actions stack under each other below `sm`.
 */
export function ReportsList() {
  const { t } = useT("reports");
  const locale = useLocale();
  const planRule = usePlanRule();
  const reports = useReports();
  /** Points against the previous report: "+4 t.o.v. vorige", "gelijk aan vorige". */
  const trend = (delta: number) =>
    delta === 0
      ? t("trendSame")
      : t("trend", { delta: `${delta > 0 ? "+" : ""}${formatNumber(delta, locale)}` });
  if (reports.isPending) return <p role="status">{t("loading")}</p>;
  if (reports.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>{t("error")}</p>
        <Button variant="outline" size="sm" onClick={() => void reports.refetch()}>
          {t("retry")}
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
        <p>{t("empty")}</p>
        <Button asChild variant="outline">
          <Link to={paths.businessProfile}>{t("emptyAction")}</Link>
        </Button>
      </div>
    );
  }
  const anyChecklist = reports.data.reports.some((report) => !pdfIncluded(report.kind));
  return (
    <div className="flex flex-col gap-4">
      <Table className="table-fixed" data-testid="reports-table">
        <colgroup>
          <col />
          <col className="w-20 sm:w-32" />
          <col className="w-28 sm:w-52" />
        </colgroup>
        <TableColumnHeads
          columns={[
            { label: t("columns.report"), className: "pr-3" },
            { label: t("columns.score"), className: "pr-3" },
            { label: t("columns.actions"), hidden: true },
          ]}
        />
        <TableBody>
          {reports.data.reports.map((report) => (
            <TableRow key={report.id} className="align-top">
              <TableCell className="py-3 pr-3">
                <span className="block font-medium">
                  {formatDayInAmsterdam(report.createdAt, locale)}
                </span>
                <span className="block [overflow-wrap:anywhere]" data-testid="report-site">
                  {report.siteUrl}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {t(`kinds.${report.kind}`)}
                </span>
              </TableCell>
              <TableCell className="py-3 pr-3">
                <span className="block text-base font-semibold">{report.score ?? "–"}</span>
                <span className="block text-xs text-muted-foreground">
                  {report.trend === null ? t("trendNone") : trend(report.trend)}
                </span>
              </TableCell>
              <TableCell className="py-3">
                <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:flex-wrap sm:items-start">
                  <Button asChild size="sm" variant="outline">
                    <Link to={`${paths.reports}?id=${report.id}`}>{t("open")}</Link>
                  </Button>
                  {pdfIncluded(report.kind) && <DownloadPdfButton reportId={report.id} />}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {anyChecklist && (
        <p className="text-sm text-muted-foreground" data-testid="report-plan-rule">
          {planRule}
        </p>
      )}
    </div>
  );
}
