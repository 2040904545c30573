import { TriangleAlert } from "lucide-react";
import type { SearchConsoleImportStatus } from "@contract/search-console";
import { formatDate, useLocale, useT } from "@/i18n";

/** "26 nov, 14:05" / "26 Nov, 14:05", Amsterdam time. */
const MOMENT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Amsterdam",
};

/**
 * How far the import of the chosen property is: its last error ("Laatste import mislukt: …"),
 * the 16-month backfill's progress, and when the data was last brought up to date.
 */
export function ImportStatus({ status }: { status: SearchConsoleImportStatus | null | undefined }) {
  const { t } = useT("searchConsole", { keyPrefix: "import" });
  const locale = useLocale();
  if (!status) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t("starting")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="search-console-import">
      {status.lastError !== null && (
        <p role="alert" className="flex gap-2 text-destructive">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t("failed", { reason: status.lastError })}</span>
        </p>
      )}
      {!status.backfillComplete && (
        <div role="status" className="flex flex-col gap-1">
          <span>{t("backfill", { percent: status.backfillPercent })}</span>
          <div
            role="progressbar"
            aria-label={t("progressLabel")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status.backfillPercent}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${status.backfillPercent}%` }} />
          </div>
        </div>
      )}
      {status.lastImportAt !== null && (
        <p className="text-muted-foreground">
          {t("lastImport", { moment: formatDate(status.lastImportAt, locale, MOMENT) })}
        </p>
      )}
    </div>
  );
}
