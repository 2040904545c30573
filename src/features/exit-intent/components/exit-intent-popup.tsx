import { Component, useState, type ReactNode } from "react";
import { exitIntentCopy } from "@/content/exit-intent";
import { useBeforeUnloadWarning } from "../hooks/use-before-unload-warning";
import { useExitIntent } from "../hooks/use-exit-intent";
import { LazyExitOfferDialog } from "./load-exit-offer-dialog";

/**
 * The exit-intent popup and the unload warning of the home page (docs/product.md §4). Renders nothing until
 * the pointer leaves through the top edge; the dialog's code is fetched at that moment.
 */
export function ExitIntentPopup() {
  const [open, setOpen] = useExitIntent();
  const [requested, setRequested] = useState(false);
  useBeforeUnloadWarning(exitIntentCopy.beforeUnloadWarning);

  // Keep the dialog mounted after the first open so its close animation can run.
  if (open && !requested) setRequested(true);
  if (!requested) return null;

  return (
    <SilentBoundary>
      <LazyExitOfferDialog open={open} onOpenChange={setOpen} />
    </SilentBoundary>
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
