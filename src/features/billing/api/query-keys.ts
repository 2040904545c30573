/** The billing domain's one query-key factory: mutations invalidate through it. */
export const billingKeys = {
  all: ["billing"] as const,
  subscription: () => [...billingKeys.all, "subscription"] as const,
};
