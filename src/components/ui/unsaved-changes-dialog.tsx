import { useRef } from "react";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";

export interface UnsavedChangesCopy {
  title: string;
  description: string;
  stay: string;
  leave: string;
}

interface UnsavedChangesDialogProps {
  open: boolean;
  copy: UnsavedChangesCopy;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * "Leave without saving?": an alert dialog whose safe answer (stay) has the focus, so Enter,
 * Escape or the close button keep the user's work; leaving takes a deliberate choice.
 */
export function UnsavedChangesDialog({ open, copy, onStay, onLeave }: UnsavedChangesDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stayRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onLeave}>
            {copy.leave}
          </Button>
          <Button ref={stayRef} type="button" onClick={onStay}>
            {copy.stay}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
