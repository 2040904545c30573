/** The search-console domain's one query-key factory: mutations invalidate through it. */
export const searchConsoleKeys = {
  all: ["search-console"] as const,
  state: () => [...searchConsoleKeys.all, "state"] as const,
  properties: () => [...searchConsoleKeys.all, "properties"] as const,
  performance: () => [...searchConsoleKeys.all, "performance"] as const,
};
