import { useState } from "react";
import type { ApiKey } from "@contract/api-keys";
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
import { apiSettingsContent as copy } from "@/content/api-settings";
import { useRevokeApiKey } from "../api/revoke-api-key";

/** 'Intrekken' with a confirmation: revoking cannot be undone and cuts off running integrations. */
export function RevokeKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeApiKey();

  function confirm() {
    setError(null);
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: "success", title: copy.revoke.done, description: apiKey.name });
      },
      onError: (failure) => setError(`${copy.revoke.failed}: ${failure.message}`),
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
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={copy.list.revokeLabel(apiKey.name)}
        onClick={() => setOpen(true)}
      >
        {copy.list.revoke}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.revoke.title}</DialogTitle>
          <DialogDescription>
            {copy.revoke.description(apiKey.name, apiKey.prefix)}
          </DialogDescription>
        </DialogHeader>
        <DialogActions error={error} cancelLabel={copy.revoke.cancel}>
          <BusyButton
            type="button"
            variant="destructive"
            busy={revoke.isPending}
            busyLabel={copy.revoke.confirming}
            onClick={confirm}
          >
            {copy.revoke.confirm}
          </BusyButton>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
