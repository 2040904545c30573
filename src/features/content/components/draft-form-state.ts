import { draftEditSchema, type ContentPost, type DraftEditInput } from "@contract/content";

/** The editor's fields; a draft's null fields start empty. */
export type DraftFormState = Required<DraftEditInput>;
export type DraftErrors = Partial<Record<keyof DraftFormState, string>>;

export function initialDraftState(post: ContentPost): DraftFormState {
  return {
    title: post.title ?? post.topic,
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    markdown: post.markdown ?? "",
  };
}

/** Whether the fields differ from the saved post (the server trims, so surrounding spaces do not count). */
export function isDirty(state: DraftFormState, post: ContentPost): boolean {
  const saved = initialDraftState(post);
  return (Object.keys(saved) as (keyof DraftFormState)[]).some(
    (key) => state[key].trim() !== saved[key].trim(),
  );
}

/** Validates with the function's own draftEditSchema; the first Dutch message per field. */
export function validateDraft(state: DraftFormState) {
  const result = draftEditSchema.safeParse(state);
  if (result.success) return { draft: result.data, errors: {} as DraftErrors };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    errors[issue.path[0] as keyof DraftFormState] ??= issue.message;
  }
  return { draft: null, errors };
}
