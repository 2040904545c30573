import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  siteFactListSchema,
  updatedSiteFactSchema,
  type SetSiteFactHiddenInput,
  type SiteFactList,
} from "@contract/site-fact-review";
import type { SiteFact } from "@contract/site-facts";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";

export const siteFactKeys = {
  all: ["site-facts"] as const,
  list: () => [...siteFactKeys.all, "list"] as const,
};

/** GET /functions/v1/site-facts → the latest scan's facts, hidden ones included. */
export async function getSiteFacts(): Promise<SiteFactList> {
  return invokeFunction("site-facts", { method: "GET", schema: siteFactListSchema });
}

/** PATCH /functions/v1/site-facts { id, hidden } → the fact as stored now. */
export async function setSiteFactHidden(input: SetSiteFactHiddenInput): Promise<SiteFact> {
  const answer = await invokeFunction("site-facts", {
    body: input,
    method: "PATCH",
    schema: updatedSiteFactSchema,
  });
  return answer.fact;
}

export function useSiteFacts() {
  return useQuery(
    queryOptions({ queryKey: siteFactKeys.list(), queryFn: getSiteFacts, retry: retryRecoverable }),
  );
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
