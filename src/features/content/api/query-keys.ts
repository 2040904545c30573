/** The one query-key factory of the content domain: every mutation invalidates `all`. */
export const contentKeys = {
  all: ["content"] as const,
  overview: () => [...contentKeys.all, "overview"] as const,
};
