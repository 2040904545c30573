import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SearchConsoleState } from "@contract/search-console";
import { searchConsoleKeys } from "./query-keys";

/** Every change answers the new state: put it in the cache and drop what depended on the old one. */
export function useStateMutation<T>(mutationFn: (input: T) => Promise<SearchConsoleState>) {
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
