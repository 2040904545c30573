import { useLeaveGuard } from "@/lib/use-leave-guard";
import { UnsavedChangesDialog, type UnsavedChangesCopy } from "./unsaved-changes-dialog";

/**
 * Put on a page with a form: while `when` is true, leaving the page (links, back and forward,
 * closing the tab) first asks whether to leave the unsaved changes behind.
 */
export function UnsavedChangesGuard({ when, copy }: { when: boolean; copy: UnsavedChangesCopy }) {
  const guard = useLeaveGuard(when);
  return (
    <UnsavedChangesDialog
      open={guard.asking}
      copy={copy}
      onStay={guard.stay}
      onLeave={guard.leave}
    />
  );
}
