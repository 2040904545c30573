import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n";
import { useWhiteLabel } from "../api/get-white-label";
import { useSaveWhiteLabel } from "../api/save-white-label";
import { useFailureToast } from "./failure-toast";
import { SettingsForm } from "./settings-form";
import { UpgradePanel } from "./upgrade-panel";

/**
 * The signed-in white-label page body: the three states of docs/product.md §4, decided by the server's
 * answer (the subscription's entitlement and the saved `enabled`), never by a browser flag.
 */
export function WhiteLabelSettings() {
  const query = useWhiteLabel();
  const { t } = useT("whiteLabel");

  if (query.isPending) return <Waiting />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p>{t("loadFailed")}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const answer = query.data;
  if (!answer.entitlement.whiteLabel) return <UpgradePanel />;
  if (!answer.settings.enabled) return <EnablePanel />;
  return <SettingsForm answer={answer} />;
}

function Waiting() {
  const { t } = useT("whiteLabel");
  return (
    <div className="flex items-center gap-3 py-10" role="status">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="text-muted-foreground">{t("loading")}</span>
    </div>
  );
}

/** State 2: Power, but white label is off. Enabling saves on the server before anything changes. */
function EnablePanel() {
  const query = useWhiteLabel();
  const save = useSaveWhiteLabel();
  const { t } = useT("whiteLabel");
  const failureToast = useFailureToast();
  const onEnable = () => {
    if (!query.data) return;
    save.mutate(
      { ...query.data.settings, enabled: true },
      {
        onSuccess: () =>
          toast({
            variant: "success",
            title: t("toasts.enabled.title"),
            description: t("toasts.enabled.description"),
          }),
        onError: failureToast,
      },
    );
  };
  return (
    <Card data-testid="white-label-disabled">
      <CardHeader>
        <CardTitle>{t("disabled.title")}</CardTitle>
        <CardDescription>{t("disabled.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onEnable} disabled={save.isPending}>
          {save.isPending ? t("disabled.busy") : t("disabled.button")}
        </Button>
      </CardContent>
    </Card>
  );
}
