import { TriangleAlert } from "lucide-react";
import type { SearchConsoleImportStatus } from "@contract/search-console";
import { searchConsoleContent } from "@/content/search-console";
import { formatMomentShort } from "@/lib/format";

const copy = searchConsoleContent.import;

/**
 * How far the import of the chosen property is: its last error ("Laatste import mislukt: …"),
 * the 16-month backfill's progress, and when the data was last brought up to date.
 */
export function ImportStatus({ status }: { status: SearchConsoleImportStatus | null | undefined }) {
  if (!status) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {copy.starting}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="search-console-import">
      {status.lastError !== null && (
        <p role="alert" className="flex gap-2 text-destructive">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{copy.failed(status.lastError)}</span>
        </p>
      )}
      {!status.backfillComplete && (
        <div role="status" className="flex flex-col gap-1">
          <span>{copy.backfill(status.backfillPercent)}</span>
          <div
            role="progressbar"
            aria-label={copy.progressLabel}
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
          {copy.lastImport(formatMomentShort(status.lastImportAt))}
        </p>
      )}
    </div>
  );
}
