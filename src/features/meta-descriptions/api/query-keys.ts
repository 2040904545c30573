import type { MetaRequest } from "@contract/meta-descriptions";

/** The meta-descriptions domain's one query-key factory. */
export const metaDescriptionsKeys = {
  all: ["meta-descriptions"] as const,
  suggestions: (input: MetaRequest) =>
    [...metaDescriptionsKeys.all, "suggestions", input.name, input.description] as const,
};
