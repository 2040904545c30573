import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  updatedSiteFactSchema,
  type SetSiteFactHiddenInput,
  type SiteFactList,
} from "@contract/site-fact-review";
import type { SiteFact } from "@contract/site-facts";
import { invokeFunction } from "@/lib/invoke-function";
import { siteFactKeys } from "./query-keys";

/** PATCH /functions/v1/site-facts { id, hidden } → the fact as stored now. */
export async function setSiteFactHidden(input: SetSiteFactHiddenInput): Promise<SiteFact> {
  const answer = await invokeFunction("site-facts", {
    body: input,
    method: "PATCH",
    schema: updatedSiteFactSchema,
  });
  return answer.fact;
}

export function useSetSiteFactHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSiteFactHidden,
    // The server's answer replaces the fact in place, so the list keeps its order.
    onSuccess: (fact) =>
      queryClient.setQueryData<SiteFactList>(siteFactKeys.list(), (list) =>
        list
          ? { ...list, facts: list.facts.map((known) => (known.id === fact.id ? fact : known)) }
          : list,
      ),
    // A 404 means the list is stale (a newer scan dropped the fact): fetch it again.
    onError: () => queryClient.invalidateQueries({ queryKey: siteFactKeys.list() }),
  });
}
