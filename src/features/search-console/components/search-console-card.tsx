import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n";
import { useSearchConsoleState } from "../api/get-search-console-state";
import { ConnectButton } from "./connect-button";
import { DisconnectButton } from "./disconnect-dialog";
import { ImportStatus } from "./import-status";
import { LoadFailed } from "./load-failed";
import { PropertyPicker } from "./property-picker";

/**
 * The Search Console card (dashboard, Rapporten): 'Koppel Google Search Console' when not
 * connected; the property picker until one is chosen; the chosen property with its import's
 * progress and last error, 'Andere property kiezen' and 'Ontkoppelen'; and for a connection Google no longer honours the reason with
 * 'Opnieuw koppelen'.
 */
export function SearchConsoleCard() {
  const state = useSearchConsoleState();
  const [changing, setChanging] = useState(false);
  const { t } = useT("searchConsole");

  let body;
  if (state.isPending) {
    body = <p role="status">{t("loading")}</p>;
  } else if (state.isError) {
    body = (
      <LoadFailed
        message={t("loadError")}
        retry={t("retry")}
        onRetry={() => void state.refetch()}
      />
    );
  } else if (state.data.status === "not_connected") {
    body = <ConnectButton />;
  } else if (state.data.status === "broken") {
    body = (
      <div className="flex flex-col gap-3">
        <div role="alert" className="flex gap-2 text-destructive">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">{t("brokenTitle")}</p>
            <p className="text-sm">{state.data.error}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ConnectButton label={t("reconnect")} />
          <DisconnectButton />
        </div>
      </div>
    );
  } else if (state.data.property === null || changing) {
    const property = state.data.property;
    body = (
      <div className="flex flex-col gap-4">
        {property === null && <p>{t("connectedNoProperty")}</p>}
        <PropertyPicker
          current={property}
          onCancel={property === null ? undefined : () => setChanging(false)}
          onDone={() => setChanging(false)}
        />
        {property === null && (
          <div>
            <DisconnectButton />
          </div>
        )}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <p className="break-all font-medium">{t("connected", { property: state.data.property })}</p>
        <ImportStatus status={state.data.import} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setChanging(true)}>
            {t("changeProperty")}
          </Button>
          <DisconnectButton />
        </div>
      </div>
    );
  }

  return (
    <Card data-testid="search-console-card">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("intro")}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
