import { useMutation } from "@tanstack/react-query";
import { lookUpKeyword } from "../api/look-up-keyword";
import { normalizeKeyword } from "../model";

/**
 * idle → searching → the measured figures (or an error with the server's words). A new search
 * replaces the shown result; the typed word stays in the field either way.
 */
export function useKeywordSearch() {
  const lookup = useMutation({ mutationFn: lookUpKeyword });
  function search(word: string) {
    const keyword = normalizeKeyword(word);
    if (keyword === "") return;
    lookup.reset();
    lookup.mutate(keyword);
  }
  return {
    search,
    retry: () => lookup.variables !== undefined && lookup.mutate(lookup.variables),
    searching: lookup.isPending,
    searchedWord: lookup.variables ?? "",
    answer: lookup.data,
    error: lookup.error,
  };
}
