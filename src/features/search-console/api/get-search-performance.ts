import { useQuery } from "@tanstack/react-query";
import {
  searchPerformanceAnswerSchema,
  type SearchPerformanceAnswer,
} from "@contract/search-performance-overview";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { SEARCH_CONSOLE_FUNCTION, searchConsoleAnswer } from "./search-console-answer";
import { searchConsoleKeys } from "./query-keys";

/** GET /search-console/performance → the dashboard's figures, or why there are none yet. */
export async function getSearchPerformance(): Promise<SearchPerformanceAnswer> {
  return invokeFunction(`${SEARCH_CONSOLE_FUNCTION}/performance`, {
    method: "GET",
    ...searchConsoleAnswer(searchPerformanceAnswerSchema),
  });
}

/** While the import runs (and has not failed), ask every 10 s so the figures appear by themselves. */
const IMPORT_POLL_MS = 10_000;

function waitingForImport(answer: SearchPerformanceAnswer | undefined): boolean {
  return answer?.status === "importing" && answer.import?.lastError == null;
}

export function useSearchPerformance() {
  return useQuery({
    queryKey: searchConsoleKeys.performance(),
    queryFn: getSearchPerformance,
    retry: retryRecoverable,
    refetchInterval: (query) => (waitingForImport(query.state.data) ? IMPORT_POLL_MS : false),
  });
}
