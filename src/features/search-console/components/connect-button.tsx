import { BusyButton } from "@/components/ui/busy-button";
import { useT } from "@/i18n";
import { useStartSearchConsoleConsent } from "../api/start-search-console-consent";

/** 'Koppel Google Search Console' / 'Opnieuw koppelen': asks for the consent URL, then leaves. */
export function ConnectButton({ label }: { label?: string }) {
  const start = useStartSearchConsoleConsent();
  const { t } = useT("searchConsole");
  return (
    <div className="flex flex-col gap-2">
      <BusyButton
        type="button"
        className="w-full sm:w-auto"
        // Stays busy after success too: the browser is on its way to Google.
        busy={start.isPending || start.isSuccess}
        busyLabel={t("connecting")}
        onClick={() => start.mutate()}
      >
        {label ?? t("connect")}
      </BusyButton>
      {start.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t("startFailed", { reason: start.error.message })}
        </p>
      )}
    </div>
  );
}
