import { BusyButton } from "@/components/ui/busy-button";
import { searchConsoleContent as copy } from "@/content/search-console";
import { useStartSearchConsoleConsent } from "../api/use-search-console";

/** 'Koppel Google Search Console' / 'Opnieuw koppelen': asks for the consent URL, then leaves. */
export function ConnectButton({ label = copy.connect }: { label?: string }) {
  const start = useStartSearchConsoleConsent();
  return (
    <div className="flex flex-col gap-2">
      <BusyButton
        type="button"
        className="w-full sm:w-auto"
        // Stays busy after success too: the browser is on its way to Google.
        busy={start.isPending || start.isSuccess}
        busyLabel={copy.connecting}
        onClick={() => start.mutate()}
      >
        {label}
      </BusyButton>
      {start.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {`${copy.startFailed}: ${start.error.message}`}
        </p>
      )}
    </div>
  );
}
