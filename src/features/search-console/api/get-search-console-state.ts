import { useQuery } from "@tanstack/react-query";
import { searchConsoleStateSchema, type SearchConsoleState } from "@contract/search-console";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { SEARCH_CONSOLE_FUNCTION, searchConsoleAnswer } from "./search-console-answer";
import { searchConsoleKeys } from "./query-keys";

/** GET /search-console → not connected, connected (with or without a property) or broken. */
export async function getSearchConsoleState(): Promise<SearchConsoleState> {
  return invokeFunction(SEARCH_CONSOLE_FUNCTION, {
    method: "GET",
    ...searchConsoleAnswer(searchConsoleStateSchema),
  });
}

/** While the chosen property's first import runs (and has not failed), ask every 5 s. */
const IMPORT_POLL_MS = 5_000;

function importRunning(state: SearchConsoleState | undefined): boolean {
  if (state?.status !== "connected" || state.property === null) return false;
  return !state.import || (!state.import.backfillComplete && state.import.lastError === null);
}

export function useSearchConsoleState() {
  return useQuery({
    queryKey: searchConsoleKeys.state(),
    queryFn: getSearchConsoleState,
    retry: retryRecoverable,
    refetchInterval: (query) => (importRunning(query.state.data) ? IMPORT_POLL_MS : false),
  });
}
