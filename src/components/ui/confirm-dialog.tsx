import { useState, type ReactNode } from "react";
import { BusyButton } from "./busy-button";
import { Button } from "./button";
import { DialogActions } from "./dialog-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";

export interface ConfirmDialogProps {
  /** The outline button that opens the dialog. */
  trigger: { label: string; ariaLabel?: string; size?: "sm" | "default" };
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmingLabel: string;
  /** Put before the server's reason when the action fails; the dialog then stays open. */
  failedLabel: string;
  /** The action; the dialog closes when it resolves. */
  onConfirm: () => Promise<unknown>;
  /** Anything to decide before confirming (e.g. a checkbox). */
  children?: ReactNode;
}

/**
 * A destructive action behind a confirmation: trigger, title, explanation, cancel and confirm,
 * busy while it runs, and its failure shown in the dialog (closing it forgets the failure).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmingLabel,
  failedLabel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setError(null);
  }

  async function confirm() {
    setError(null);
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(`${failedLabel}: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button
        type="button"
        variant="outline"
        size={trigger.size}
        aria-label={trigger.ariaLabel}
        onClick={() => onOpenChange(true)}
      >
        {trigger.label}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogActions error={error} cancelLabel={cancelLabel}>
          <BusyButton
            type="button"
            variant="destructive"
            busy={busy}
            busyLabel={confirmingLabel}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </BusyButton>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
