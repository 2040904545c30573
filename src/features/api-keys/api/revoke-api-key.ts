import { useMutation, useQueryClient } from "@tanstack/react-query";
import { revokedApiKeySchema, type RevokedApiKey } from "@contract/api-keys";
import { invokeFunction } from "@/lib/invoke-function";
import { apiKeyKeys } from "./query-keys";

/** DELETE /functions/v1/api-keys?id= → when the key stopped working. */
export async function revokeApiKey(id: string): Promise<RevokedApiKey> {
  return invokeFunction(`api-keys?id=${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: revokedApiKeySchema,
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
