/** The SEO analyzer's one query-key factory. */
export const seoAnalyzerKeys = {
  all: ["seo-analyzer"] as const,
  history: () => [...seoAnalyzerKeys.all, "history"] as const,
};
