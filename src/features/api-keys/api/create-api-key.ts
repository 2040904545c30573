import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createdApiKeySchema,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from "@contract/api-keys";
import { invokeFunction } from "@/lib/invoke-function";
import { apiKeyKeys } from "./query-keys";

/** POST /functions/v1/api-keys → the new key, which the server never shows again. */
export async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return invokeFunction("api-keys", { body: input, schema: createdApiKeySchema });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // Success adds a row; a 403/409 means the plan or the key count changed under us.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
