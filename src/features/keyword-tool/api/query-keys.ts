/** The customer keywords' one query-key factory. */
export const customerKeywordKeys = {
  all: ["customer-keywords"] as const,
  list: () => [...customerKeywordKeys.all, "list"] as const,
};
