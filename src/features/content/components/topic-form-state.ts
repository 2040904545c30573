import { briefSchema, CONTENT_LIMITS, type ContentPost } from "@contract/content";

/** The topic form's state: secondary keywords are typed as one comma-separated line. */
export interface TopicFormState {
  topic: string;
  focusKeyword: string;
  secondaryKeywords: string;
}

/** The longest line that holds the most extra keywords allowed, each at its maximum, ", " apart. */
export const SECONDARY_KEYWORDS_LINE_MAX =
  CONTENT_LIMITS.secondaryKeywords.max * (CONTENT_LIMITS.keyword.max + ", ".length);

export type TopicErrors = Partial<Record<keyof TopicFormState, string>>;

export function initialTopicState(post: ContentPost): TopicFormState {
  return {
    topic: post.topic,
    focusKeyword: post.focusKeyword,
    secondaryKeywords: post.secondaryKeywords.join(", "),
  };
}

export function splitKeywords(line: string): string[] {
  return line
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");
}

/** Validates with the function's own briefSchema; the first Dutch message per field. */
export function validateTopic(state: TopicFormState) {
  const result = briefSchema.safeParse({
    topic: state.topic,
    focusKeyword: state.focusKeyword,
    secondaryKeywords: splitKeywords(state.secondaryKeywords),
  });
  if (result.success) return { brief: result.data, errors: {} as TopicErrors };
  const errors: TopicErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof TopicFormState;
    errors[field] ??= issue.message;
  }
  return { brief: null, errors };
}
