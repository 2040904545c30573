import { lazy, Suspense, useEffect, useState } from "react";
import { getToastState, subscribeToToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));
const StackedToaster = lazy(() => import("./sonner").then((m) => ({ default: m.StackedToaster })));

/**
 * Mounts the toast viewports only once something needs them, so first page loads do not pay for
 * Radix toast and sonner. The Radix viewport appears with the first toast from the store; the
 * stacked (sonner) viewport once idle, because sonner's `toast()` needs a mounted <Toaster/>.
 */
export function DeferredToasters() {
  const [radixNeeded, setRadixNeeded] = useState(() => getToastState().toasts.length > 0);
  const [stackedNeeded, setStackedNeeded] = useState(false);

  useEffect(() => {
    return subscribeToToasts((state) => {
      if (state.toasts.length > 0) setRadixNeeded(true);
    });
  }, []);

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
