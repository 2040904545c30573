import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { getToastState, subscribeToToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));
const StackedToaster = lazy(() => import("./sonner").then((m) => ({ default: m.StackedToaster })));

const hasToasts = () => getToastState().toasts.length > 0;
const noToastsWhilePrerendering = () => false;

/**
 * Mounts the toast viewports only once something needs them, so first page loads do not pay for
 * Radix toast and sonner. The Radix viewport appears with the first toast from the store; the
 * stacked (sonner) viewport at the first interaction, because sonner's `toast()` needs a mounted
 * <Toaster/>.
 */
export function DeferredToasters() {
  // Read through useSyncExternalStore, which also sees a toast raised before this component
  // subscribed: a page's own effects run first (the return from Stripe on /pricing).
  const toastsShown = useSyncExternalStore(subscribeToToasts, hasToasts, noToastsWhilePrerendering);
  // Once mounted the viewport stays, so a closing toast can animate out.
  const [radixNeeded, setRadixNeeded] = useState(toastsShown);
  if (toastsShown && !radixNeeded) setRadixNeeded(true);
  const [stackedNeeded, setStackedNeeded] = useState(false);

  useEffect(() => {
    const onInteract = () => setStackedNeeded(true);
    const events = ["pointerdown", "keydown", "touchstart"] as const;
    events.forEach((type) =>
      window.addEventListener(type, onInteract, { once: true, passive: true }),
    );
    return () => events.forEach((type) => window.removeEventListener(type, onInteract));
  }, []);

  return (
    <Suspense fallback={null}>
      {radixNeeded && <Toaster />}
      {stackedNeeded && <StackedToaster />}
    </Suspense>
  );
}
