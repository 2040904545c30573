import { Component, useEffect, useState, type ReactNode } from "react";
import { DialogShell } from "@/components/ui/dialog-shell";
import { exitIntentCopy } from "@/content/exit-intent";
import { INSTANT_EXIT_INTENT } from "@/lib/instant-widgets";
import { useBeforeUnloadWarning } from "../hooks/use-before-unload-warning";
import { useExitIntent } from "../hooks/use-exit-intent";
import {
  exitOfferDialogLoaded,
  LazyExitOfferDialog,
  loadExitOfferDialog,
} from "./load-exit-offer-dialog";

/** The real dialog's place and size (DialogContent with the offer's width). */
const OFFER_PANEL =
  "left-1/2 top-1/2 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border shadow-lg";

/**
 * The exit-intent popup and the unload warning of the home page (docs/product.md §4). Renders its
 * hidden stand-in until the pointer leaves through the top edge; the dialog's code is fetched at
 * that moment (or was prefetched), and the stand-in shows while it is on its way. The boot loader
 * shows the same stand-in when the pointer leaves before the app is there.
 */
export function ExitIntentPopup() {
  const [open, setOpen] = useExitIntent();
  const [requested, setRequested] = useState(false);
  const [arrived, setArrived] = useState(false);
  useBeforeUnloadWarning(exitIntentCopy.beforeUnloadWarning);
  const dialogReady = arrived || exitOfferDialogLoaded();

  useEffect(() => {
    // A failed download closes the stand-in: a marketing popup is simply not shown then.
    if (open && !dialogReady)
      loadExitOfferDialog().then(
        () => setArrived(true),
        () => setOpen(false),
      );
  }, [open, dialogReady, setOpen]);

  // Keep the dialog mounted after the first open so its close animation can run.
  if (open && !requested) setRequested(true);

  return (
    <>
      <DialogShell
        shown={open && !dialogReady}
        title={exitIntentCopy.title}
        description={exitIntentCopy.description}
        loadingLabel={exitIntentCopy.loadingLabel}
        closeLabel={exitIntentCopy.closeLabel}
        onClose={() => setOpen(false)}
        panelClassName={OFFER_PANEL}
        marker={{ [INSTANT_EXIT_INTENT]: "" }}
      />
      {requested && (
        <SilentBoundary>
          <LazyExitOfferDialog open={open} onOpenChange={setOpen} />
        </SilentBoundary>
      )}
    </>
  );
}

/** A marketing popup that fails to download is simply not shown; the page must keep working. */
class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn("Exit-intent popup failed to load", error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
