import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { whiteLabelContent as copy } from "@/content/white-label";
import { useWhiteLabel } from "../api/get-white-label";
import { useSaveWhiteLabel } from "../api/save-white-label";
import { SettingsForm } from "./settings-form";
import { UpgradePanel } from "./upgrade-panel";

/**
 * The signed-in white-label page body: the three states of docs/product.md §4, decided by the server's
 * answer (the subscription's entitlement and the saved `enabled`), never by a browser flag.
 */
export function WhiteLabelSettings() {
  const query = useWhiteLabel();

  if (query.isPending) return <Waiting />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p>{copy.loadFailed}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {copy.retry}
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
  return (
    <div className="flex items-center gap-3 py-10" role="status">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="text-muted-foreground">{copy.loading}</span>
    </div>
  );
}

/** State 2: Power, but white label is off. Enabling saves on the server before anything changes. */
function EnablePanel() {
  const query = useWhiteLabel();
  const save = useSaveWhiteLabel();
  const onEnable = () => {
    if (!query.data) return;
    save.mutate(
      { ...query.data.settings, enabled: true },
      {
        onSuccess: () => toast({ variant: "success", ...copy.toasts.enabled }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: copy.toasts.failed.title,
            description: error.message,
          }),
      },
    );
  };
  return (
    <Card data-testid="white-label-disabled">
      <CardHeader>
        <CardTitle>{copy.disabled.title}</CardTitle>
        <CardDescription>{copy.disabled.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onEnable} disabled={save.isPending}>
          {save.isPending ? copy.disabled.busy : copy.disabled.button}
        </Button>
      </CardContent>
    </Card>
  );
}
