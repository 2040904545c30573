import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SearchConsoleState } from "@contract/search-console";
import { retryRecoverable } from "@/lib/call-function";
import {
  chooseSearchConsoleProperty,
  disconnectSearchConsole,
  getSearchConsoleProperties,
  getSearchConsoleState,
  startSearchConsoleConsent,
} from "./search-console-api";
import { searchConsoleKeys } from "./query-keys";

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

export function useSearchConsoleProperties() {
  return useQuery({
    queryKey: searchConsoleKeys.properties(),
    queryFn: getSearchConsoleProperties,
    retry: retryRecoverable,
  });
}

/** Asks for the consent URL and leaves for Google; the page unloads on success. */
export function useStartSearchConsoleConsent() {
  return useMutation({
    mutationFn: startSearchConsoleConsent,
    onSuccess: (url) => window.location.assign(url),
  });
}

/** Every change answers the new state: put it in the cache and drop what depended on the old one. */
function useStateMutation<T>(mutationFn: (input: T) => ReturnType<typeof getSearchConsoleState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (state) => {
      queryClient.setQueryData(searchConsoleKeys.state(), state);
      queryClient.removeQueries({ queryKey: searchConsoleKeys.properties() });
      void queryClient.invalidateQueries({ queryKey: searchConsoleKeys.performance() });
    },
    // A 409 (access revoked) changed the state on the server too.
    onError: () => queryClient.invalidateQueries({ queryKey: searchConsoleKeys.state() }),
  });
}

export function useChooseSearchConsoleProperty() {
  return useStateMutation(chooseSearchConsoleProperty);
}

export function useDisconnectSearchConsole() {
  return useStateMutation(disconnectSearchConsole);
}
