import { CircleCheck, Clock, Loader2, RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { ScanStatus } from "@contract/site-scan";
import { BusyButton } from "@/components/ui/busy-button";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { formatDate, useLocale, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { useScanStatus } from "../api/get-scan-status";
import { useRetryScan } from "../api/retry-scan";
import { useRefreshReports } from "../api/use-refresh-reports";

const ACTIVE: ReadonlyArray<ScanStatus["state"] | undefined> = ["queued", "running"];
/** A scan that finished this recently is news to a customer who just came back. */
const LATELY_MS = 15 * 60 * 1000;
const finishedLately = (finishedAt: string) => Date.now() - Date.parse(finishedAt) < LATELY_MS;
/** When a scan is tried again: "26 nov, 14:05", Amsterdam time. */
const MOMENT = {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Amsterdam",
} as const;

/**
 * The state of the customer's site scan on the dashboard and in Rapporten (issue 19): planned,
 * running with its pages, failed with the reason and 'Opnieuw proberen', and "klaar" when it
 * finished while the page was open or a few minutes ago. It polls while a scan is under way and
 * shows nothing when there is nothing to say (no profile yet, or the last scan went well a while
 * ago).
 */
export function ScanStatusCard() {
  const { t } = useT("reports", { keyPrefix: "scan" });
  const locale = useLocale();
  const status = useScanStatus();
  const retry = useRetryScan();
  const refreshReports = useRefreshReports();
  const state = status.data?.state;
  // A scan seen finishing here earns a word; one finished before the page opened does not.
  const [lastState, setLastState] = useState(state);
  const [finished, setFinished] = useState(false);
  if (state !== lastState) {
    setLastState(state);
    if (state === "done" && ACTIVE.includes(lastState)) setFinished(true);
  }
  useEffect(() => {
    if (finished) void refreshReports();
  }, [finished, refreshReports]);

  const data = status.data;
  if (!data || data.state === "none") return null;
  if (data.state === "done" && !finished && !finishedLately(data.finishedAt)) return null;

  if (data.state === "queued") {
    return (
      <Frame tone="info" icon={<Clock />} title={t("queued")}>
        <p>{t("queuedText", { site: data.siteUrl })}</p>
      </Frame>
    );
  }
  if (data.state === "running") {
    const { pagesDone, pagesPlanned } = data;
    return (
      <Frame
        tone="info"
        icon={<Loader2 className="motion-safe:animate-spin" />}
        title={
          pagesPlanned > 0
            ? t("runningPages", { done: pagesDone, planned: pagesPlanned })
            : t("running")
        }
      >
        <div
          role="progressbar"
          aria-label={t("progressLabel")}
          aria-valuemin={0}
          aria-valuemax={Math.max(pagesPlanned, 1)}
          aria-valuenow={pagesDone}
          className="h-2 w-full overflow-hidden rounded-full bg-secondary"
        >
          <div
            className="h-full bg-primary transition-[width]"
            style={{ width: `${pagesPlanned > 0 ? (100 * pagesDone) / pagesPlanned : 0}%` }}
          />
        </div>
        <p>{t("runningText", { site: data.siteUrl })}</p>
      </Frame>
    );
  }
  if (data.state === "done") {
    return (
      <Frame tone="success" icon={<CircleCheck />} title={t("done", { count: data.pagesScanned })}>
        <Button asChild size="sm" variant="outline" className="self-start">
          <Link to={paths.reports}>{t("viewReports")}</Link>
        </Button>
      </Frame>
    );
  }
  return (
    <Frame tone="error" icon={<TriangleAlert />} title={t("failed", { reason: data.reason })} alert>
      <p className="break-words">{t("failedSite", { site: data.siteUrl })}</p>
      {data.retryAt && <p>{t("retryAt", { moment: formatDate(data.retryAt, locale, MOMENT) })}</p>}
      {!data.canRetry && <p>{t("needsPlan")}</p>}
      <div className="flex flex-wrap gap-2">
        {data.canRetry && (
          <BusyButton
            type="button"
            size="sm"
            busy={retry.isPending}
            busyLabel={t("retrying")}
            icon={<RefreshCw aria-hidden="true" />}
            onClick={() =>
              retry.mutate(undefined, {
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: t("retryFailed"),
                    description: error.message,
                  }),
              })
            }
          >
            {t("retry")}
          </BusyButton>
        )}
        <Button asChild size="sm" variant="outline">
          <Link to={paths.businessProfile}>{t("changeAddress")}</Link>
        </Button>
      </div>
    </Frame>
  );
}

const TONES = {
  info: { frame: "border-primary/40 bg-primary/5", icon: "text-primary" },
  success: { frame: "border-emerald-600/40 bg-emerald-50", icon: "text-emerald-700" },
  error: { frame: "border-destructive/50 bg-destructive/5", icon: "text-destructive" },
} as const;

function Frame({
  tone,
  icon,
  title,
  alert = false,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  /** A failure is announced when it appears; progress is not, it would chatter. */
  alert?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id="scan-status-title" className="text-base font-semibold">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby="scan-status-title"
      data-testid="scan-status"
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-lg border p-5 sm:flex-row sm:items-start",
        TONES[tone].frame,
      )}
    >
      <span aria-hidden="true" className={cn("shrink-0 [&>svg]:size-6", TONES[tone].icon)}>
        {icon}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 text-sm">
        {alert ? <div role="alert">{heading}</div> : heading}
        {children}
      </div>
    </section>
  );
}
