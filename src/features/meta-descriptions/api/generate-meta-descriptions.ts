import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import type { MetaRequest } from "@contract/meta-descriptions";
import { i18n } from "@/i18n";
import { z } from "zod";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { metaDescriptionsKeys } from "./query-keys";

export type MetaDescriptionInput = MetaRequest;

/** The answer is an object whose values are the suggestions (docs/product.md §3); an array is accepted too. */
function suggestionsIn(data: unknown): string[] {
  const values = Array.isArray(data)
    ? data
    : typeof data === "object" && data !== null
      ? Object.values(data)
      : [];
  return values.filter(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
}

/** The answer's suggestions; an answer without any is unexpected. */
const suggestionsSchema = z.unknown().transform(suggestionsIn).pipe(z.array(z.string()).min(1));

/** POST /functions/v1/meta-descriptions { name, description } -> the suggestions. */
export async function generateMetaDescriptions(input: MetaDescriptionInput): Promise<string[]> {
  return invokeFunction("meta-descriptions", {
    body: input,
    schema: suggestionsSchema,
    unexpectedAnswer: () => i18n.t("meta.unexpectedAnswer", { ns: "seoHelper" }),
  });
}

/** The suggestions for one input; `null` (nothing submitted yet) does not fetch. */
export function metaDescriptionsQueryOptions(input: MetaDescriptionInput | null) {
  return queryOptions({
    queryKey: input
      ? metaDescriptionsKeys.suggestions(input)
      : ([...metaDescriptionsKeys.all, "idle"] as const),
    queryFn: input ? () => generateMetaDescriptions(input) : skipToken,
    retry: retryRecoverable,
    // The same input gives the same suggestions: no refetch on focus or remount.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useGeneratedMetaDescriptions(input: MetaDescriptionInput | null) {
  return useQuery(metaDescriptionsQueryOptions(input));
}
