import { useMutation, useQueryClient } from "@tanstack/react-query";
import { revokedApiKeySchema, type RevokedApiKey } from "@contract/api-keys";
import { FunctionCallError, invokeFunction } from "@/lib/invoke-function";
import { apiKeyKeys } from "./query-keys";

/** DELETE /functions/v1/api-keys?id= → when the key stopped working. */
export async function revokeApiKey(id: string): Promise<RevokedApiKey> {
  const parsed = revokedApiKeySchema.safeParse(
    await invokeFunction(`api-keys?id=${encodeURIComponent(id)}`, undefined, { method: "DELETE" }),
  );
  if (!parsed.success) throw new FunctionCallError("Unexpected answer from api-keys", null, false);
  return parsed.data;
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
