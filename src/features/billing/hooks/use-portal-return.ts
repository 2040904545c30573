import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckSubscriptionResponse } from "@contract/billing";
import { billingKeys } from "../api/query-keys";
import { usePollWindow } from "./use-poll-window";
import {
  isPortalReturn,
  PORTAL_POLL_INTERVAL_MS,
  PORTAL_POLL_WINDOW_MS,
  subscriptionFingerprint,
  takeBeforePortal,
} from "../portal-return";

/**
 * The dashboard back from the billing portal (its return URL, or the browser's back button
 * restoring the page): check-subscription is asked again every 2 s until its answer differs from
 * the state before the portal (or, when that is not known, from the first answer after the
 * return), for at most 30 s. `interval` is the query's refetchInterval for that.
 */
export function usePortalReturn(search: string) {
  const queryClient = useQueryClient();
  const [returned] = useState(() => isPortalReturn(search));
  const { polling, start } = usePollWindow(returned, PORTAL_POLL_WINDOW_MS);
  const [remembered] = useState(() => (returned ? takeBeforePortal() : null));
  const before = useRef<string | null>(remembered);

  // Back to a page kept in the back-forward cache: no new load, so ask now and follow it.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (!event.persisted) return;
      const shown = queryClient.getQueryData<CheckSubscriptionResponse>(billingKeys.subscription());
      before.current = shown ? subscriptionFingerprint(shown) : null;
      start();
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription() });
    }
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [queryClient, start]);

  const interval = useCallback(
    (data: CheckSubscriptionResponse | undefined): number | false => {
      if (!polling) return false;
      if (!data) return PORTAL_POLL_INTERVAL_MS;
      const seen = subscriptionFingerprint(data);
      before.current ??= seen;
      // The answer changed: the portal's change is here, stop asking.
      return seen === before.current ? PORTAL_POLL_INTERVAL_MS : false;
    },
    [polling],
  );
  return { returned, interval };
}
