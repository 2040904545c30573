import { useCallback, useEffect, useState } from "react";

/**
 * Whether a bounded poll is still on: true from `initial` (or `start()`) until `windowMs` has
 * passed, then false, so a webhook that never comes does not keep the dashboard asking.
 */
export function usePollWindow(initial: boolean, windowMs: number) {
  const [polling, setPolling] = useState(initial);
  useEffect(() => {
    if (!polling) return;
    const timer = window.setTimeout(() => setPolling(false), windowMs);
    return () => window.clearTimeout(timer);
  }, [polling, windowMs]);
  const start = useCallback(() => setPolling(true), []);
  return { polling, start };
}
