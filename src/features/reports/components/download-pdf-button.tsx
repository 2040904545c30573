import { Download } from "lucide-react";
import { useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n";
import { getReportPdfLink } from "../api/get-report-pdf-link";

/** Asks for a fresh signed link and lets the browser download from it. */
export function DownloadPdfButton({ reportId, label }: { reportId: string; label?: string }) {
  const { t } = useT("reports");
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      window.location.assign(await getReportPdfLink(reportId));
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("downloadFailed"),
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <BusyButton
      type="button"
      variant="outline"
      size="sm"
      busy={busy}
      busyLabel={t("downloading")}
      icon={<Download aria-hidden="true" />}
      onClick={() => void download()}
    >
      {label ?? t("download")}
    </BusyButton>
  );
}
