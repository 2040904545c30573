import {
  articleBody,
  articleMarkdown,
  draftEditSchema,
  type ContentPost,
  type DraftEditInput,
} from "@contract/content";

/**
 * The editor's fields; a draft's null fields start empty. `markdown` is the article's body: its
 * H1 is the title field (the saved markdown gets it from there, see articleMarkdown).
 */
export type DraftFormState = Required<DraftEditInput>;
export type DraftErrors = Partial<Record<keyof DraftFormState, string>>;

export function initialDraftState(post: ContentPost): DraftFormState {
  return {
    title: post.title ?? post.topic,
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    markdown: articleBody(post.markdown ?? ""),
  };
}

/** The meta title around its title, e.g. "{title} | Bakkerij": what stays when the title changes. */
export interface MetaTitleFrame {
  before: string;
  after: string;
}

/**
 * The frame of a meta title that contains the title (as the written drafts' "Titel | Bedrijf"
 * does), so the page's <title> can follow the article's H1; null for a meta title the customer
 * wrote apart from the title, which then stays as it is.
 */
export function metaTitleFrame(metaTitle: string, title: string): MetaTitleFrame | null {
  const at = title.trim() === "" ? -1 : metaTitle.indexOf(title.trim());
  if (at < 0) return null;
  return { before: metaTitle.slice(0, at), after: metaTitle.slice(at + title.trim().length) };
}

/** A new title, and the meta title with it when it follows the title (a frame). */
export function withTitle(
  state: DraftFormState,
  title: string,
  frame: MetaTitleFrame | null,
): DraftFormState {
  const metaTitle = frame ? `${frame.before}${title.trim()}${frame.after}` : state.metaTitle;
  return { ...state, title, metaTitle };
}

/** The whole article as the preview shows it and the server stores it. */
export function articleOf(state: DraftFormState): string {
  return articleMarkdown(state.title, state.markdown);
}

/** Whether the fields differ from the saved post (the server trims, so surrounding spaces do not count). */
export function isDirty(state: DraftFormState, post: ContentPost): boolean {
  const saved = initialDraftState(post);
  return (Object.keys(saved) as (keyof DraftFormState)[]).some(
    (key) => state[key].trim() !== saved[key].trim(),
  );
}

/**
 * Validates with the function's own draftEditSchema (the body may not be empty); the first Dutch
 * message per field. The valid draft carries the whole article, its H1 taken from the title.
 */
export function validateDraft(state: DraftFormState) {
  const result = draftEditSchema.safeParse(state);
  if (result.success) {
    return {
      draft: { ...result.data, markdown: articleMarkdown(result.data.title, result.data.markdown) },
      errors: {} as DraftErrors,
    };
  }
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    errors[issue.path[0] as keyof DraftFormState] ??= issue.message;
  }
  return { draft: null, errors };
}
