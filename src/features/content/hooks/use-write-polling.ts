import { useCallback, useRef, useState } from "react";
import type { OverviewInterval } from "../api/get-content-overview";

export const POLL_INTERVAL_MS = 3000;
export const POLL_LIMIT_MS = 2 * 60 * 1000;

/**
 * Polls the overview every 3 s while a post is being written: status 'writing', or a planned post
 * just sent to 'Nu schrijven' (the job may not have started yet). Polling stops after 2 minutes,
 * so a stuck job does not keep the tab busy for ever; the next change or reload picks it up.
 */
export function useWritePolling() {
  const [queued, setQueued] = useState<ReadonlySet<string>>(() => new Set());
  // When the current run of polling gives up; a ref because TanStack calls the interval function
  // outside render after every fetch.
  const deadline = useRef<number | null>(null);

  const refetchInterval = useCallback<OverviewInterval>(
    (query) => {
      const posts = query.state.data?.posts ?? [];
      const busy = posts.some(
        (post) => post.status === "writing" || (post.status === "planned" && queued.has(post.id)),
      );
      if (!busy) {
        deadline.current = null;
        return false;
      }
      deadline.current ??= Date.now() + POLL_LIMIT_MS;
      return Date.now() < deadline.current ? POLL_INTERVAL_MS : false;
    },
    [queued],
  );

  const markQueued = useCallback((id: string) => {
    deadline.current = Date.now() + POLL_LIMIT_MS;
    setQueued((current) => new Set(current).add(id));
  }, []);

  return { queued, refetchInterval, markQueued };
}
