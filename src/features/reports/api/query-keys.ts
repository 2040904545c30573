/** The reports' one query-key factory: a finished scan invalidates `all`. */
export const reportKeys = {
  all: ["reports"] as const,
  list: () => [...reportKeys.all, "list"] as const,
  detail: (id: string) => [...reportKeys.all, "detail", id] as const,
};

/** The site scan's one query-key factory. */
export const scanStatusKeys = {
  all: ["site-scan"] as const,
  status: () => [...scanStatusKeys.all, "status"] as const,
};
