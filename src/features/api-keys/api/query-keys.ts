/** The api-keys domain's one query-key factory: mutations invalidate through it. */
export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: () => [...apiKeyKeys.all, "list"] as const,
};
