import type { ReactNode } from "react";
import { Button } from "./button";
import { DialogClose } from "./dialog";

interface DialogActionsProps {
  /** The server's refusal, announced; the dialog stays open so nothing typed is lost. */
  error?: string | null;
  cancelLabel: string;
  /** The confirming button (usually a BusyButton). */
  children: ReactNode;
}

/** The end of a confirm or edit dialog: an error if any, then 'cancel' and the confirming button. */
export function DialogActions({ error, cancelLabel, children }: DialogActionsProps) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {cancelLabel}
          </Button>
        </DialogClose>
        {children}
      </div>
    </>
  );
}
