import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  contentActionResponseSchema,
  type ContentAction,
  type ContentActionResponse,
} from "@contract/content";
import { invokeFunction } from "@/lib/invoke-function";
import { contentKeys } from "./query-keys";

export type ActionName = ContentAction["action"];
/** The fields one action sends besides its name. */
export type ActionInput<N extends ActionName> = Omit<
  Extract<ContentAction, { action: N }>,
  "action"
>;

/** POST /functions/v1/content with one action; errors carry the server's Dutch message. */
export async function postContentAction(action: ContentAction): Promise<ContentActionResponse> {
  return invokeFunction("content", {
    body: action,
    method: "POST",
    schema: contentActionResponseSchema,
  });
}

/** One mutation per action; every success refreshes the overview (quota, statuses, WordPress). */
export function useContentAction<N extends ActionName>(action: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<N>) =>
      postContentAction({ ...input, action } as Extract<ContentAction, { action: N }>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
