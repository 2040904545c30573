import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  fetchMetaDescriptions,
  MetaDescriptionsError,
  type MetaDescriptionInput,
} from "../api/fetch-meta-descriptions";

/** Retries only what can recover (network, 5xx), up to the app default of 3 (spec §9). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof MetaDescriptionsError && error.retryable && failureCount < 3;
}

/**
 * The generator's form and its fetch (spec §4): submitting stores the trimmed values, and the
 * stored values drive a query. The typed values stay in the fields whatever happens.
 */
export function useMetaDescriptions() {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState<MetaDescriptionInput | null>(null);

  const query = useQuery({
    queryKey: ["meta-descriptions", submitted?.name ?? "", submitted?.description ?? ""],
    queryFn: () => fetchMetaDescriptions(submitted as MetaDescriptionInput),
    enabled: submitted !== null,
    retry: shouldRetry,
    // The same input gives the same suggestions: no refetch on focus or remount.
    staleTime: Number.POSITIVE_INFINITY,
  });

  const blank = name.trim() === "" || description.trim() === "";
  const loading = query.isFetching;

  function submit() {
    setTouched(true);
    if (blank || loading) return;
    const next = { name: name.trim(), description: description.trim() };
    const same =
      submitted !== null &&
      submitted.name === next.name &&
      submitted.description === next.description;
    // Asking again for the same input after a failure must actually ask again.
    if (same && query.isError) void query.refetch();
    else setSubmitted(next);
  }

  return {
    name,
    description,
    setName,
    setDescription,
    markTouched: () => setTouched(true),
    showMissingInput: touched && blank,
    canSubmit: !blank && !loading,
    loading,
    suggestions: query.isSuccess && !loading ? query.data : null,
    errorMessage: query.isError && !loading ? (query.error as Error).message : null,
    submit,
  };
}
