import { useId, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { searchConsoleContent as copy } from "@/content/search-console";
import { useDisconnectSearchConsole } from "../api/use-search-console";

/** 'Ontkoppelen' with a confirmation that asks whether the imported data goes too (off by default). */
export function DisconnectButton() {
  const [open, setOpen] = useState(false);
  const [deleteData, setDeleteData] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const disconnect = useDisconnectSearchConsole();
  const hintId = useId();

  function confirm() {
    setError(null);
    disconnect.mutate(deleteData, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: "success", title: copy.disconnect.done });
      },
      onError: (failure) => setError(`${copy.disconnect.failed}: ${failure.message}`),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {copy.disconnect.button}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.disconnect.title}</DialogTitle>
          <DialogDescription>{copy.disconnect.description}</DialogDescription>
        </DialogHeader>
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
        <DialogActions error={error} cancelLabel={copy.disconnect.cancel}>
          <BusyButton
            type="button"
            variant="destructive"
            busy={disconnect.isPending}
            busyLabel={copy.disconnect.confirming}
            onClick={confirm}
          >
            {copy.disconnect.confirm}
          </BusyButton>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
