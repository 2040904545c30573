import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { searchConsoleContent as copy } from "@/content/search-console";
import { useDisconnectSearchConsole } from "../api/use-search-console";

/** 'Ontkoppelen' with a confirmation that asks whether the imported data goes too (off by default). */
export function DisconnectButton() {
  const [deleteData, setDeleteData] = useState(false);
  const disconnect = useDisconnectSearchConsole();
  const hintId = useId();

  return (
    <ConfirmDialog
      trigger={{ label: copy.disconnect.button }}
      title={copy.disconnect.title}
      description={copy.disconnect.description}
      cancelLabel={copy.disconnect.cancel}
      confirmLabel={copy.disconnect.confirm}
      confirmingLabel={copy.disconnect.confirming}
      failedLabel={copy.disconnect.failed}
      onConfirm={async () => {
        await disconnect.mutateAsync(deleteData);
        toast({ variant: "success", title: copy.disconnect.done });
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
          {copy.disconnect.deleteData}
          <span id={hintId} className="text-sm text-muted-foreground">
            {copy.disconnect.deleteDataHint}
          </span>
        </span>
      </label>
    </ConfirmDialog>
  );
}
