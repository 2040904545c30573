import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n";
import { useDisconnectSearchConsole } from "../api/disconnect-search-console";

/** 'Ontkoppelen' with a confirmation that asks whether the imported data goes too (off by default). */
export function DisconnectButton() {
  const [deleteData, setDeleteData] = useState(false);
  const disconnect = useDisconnectSearchConsole();
  const hintId = useId();
  const { t } = useT("searchConsole", { keyPrefix: "disconnect" });

  return (
    <ConfirmDialog
      trigger={{ label: t("button") }}
      title={t("title")}
      description={t("description")}
      cancelLabel={t("cancel")}
      confirmLabel={t("confirm")}
      confirmingLabel={t("confirming")}
      failedLabel={t("failed")}
      onConfirm={async () => {
        await disconnect.mutateAsync(deleteData);
        toast({ variant: "success", title: t("done") });
      }}
    >
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={deleteData}
          onChange={(event) => setDeleteData(event.target.checked)}
          aria-describedby={hintId}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <span className="grid">
          {t("deleteData")}
          <span id={hintId} className="text-sm text-muted-foreground">
            {t("deleteDataHint")}
          </span>
        </span>
      </label>
    </ConfirmDialog>
  );
}
