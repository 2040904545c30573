import { useState } from "react";
import {
  useGeneratedMetaDescriptions,
  type MetaDescriptionInput,
} from "../api/generate-meta-descriptions";

/**
 * The generator's form and its fetch (docs/product.md §4): submitting stores the trimmed values, and the
 * stored values drive a query. The typed values stay in the fields whatever happens.
 */
export function useMetaDescriptions() {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState<MetaDescriptionInput | null>(null);

  const query = useGeneratedMetaDescriptions(submitted);

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
