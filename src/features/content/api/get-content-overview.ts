import { queryOptions, useQuery, type Query } from "@tanstack/react-query";
import { contentOverviewSchema, type ContentOverview } from "@contract/content";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { contentKeys } from "./query-keys";

/** GET /functions/v1/content → the calendar, the drafts and the WordPress connection. */
export async function getContentOverview(): Promise<ContentOverview> {
  return invokeFunction("content", { method: "GET", schema: contentOverviewSchema });
}

export type OverviewInterval = (query: Query<ContentOverview>) => number | false;

export function contentOverviewQueryOptions(refetchInterval?: OverviewInterval) {
  return queryOptions({
    queryKey: contentKeys.overview(),
    queryFn: getContentOverview,
    // Refetching (on focus, after an action, while polling) is safe for the draft editor: it keeps
    // what was typed in its own state and only compares it with the saved post.
    retry: retryRecoverable,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}

export function useContentOverview(refetchInterval?: OverviewInterval) {
  return useQuery(contentOverviewQueryOptions(refetchInterval));
}
