/** The white-label domain's one query-key factory: mutations write and invalidate through it. */
export const whiteLabelKeys = {
  all: ["white-label"] as const,
  settings: () => [...whiteLabelKeys.all, "settings"] as const,
};
