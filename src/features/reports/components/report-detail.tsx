import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";
import { useReport } from "../api/get-report";
import { ReportView } from "./report-view";

export function ReportDetail({ id }: { id: string }) {
  const { t } = useT("reports");
  const report = useReport(id);
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.reports} className="text-sm font-medium text-primary hover:underline">
        ← {t("report.back")}
      </Link>
      {report.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : report.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>
            {report.error instanceof FunctionCallError && report.error.status === 404
              ? t("report.notFound")
              : t("error")}
          </p>
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            {t("retry")}
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
