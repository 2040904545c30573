/** Reading members of GoTrue request bodies (absent, null and wrong types count as empty). */
export const str = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return typeof value === "string" ? value : "";
};

export const obj = (body: Record<string, unknown>, name: string): Record<string, unknown> => {
  const value = body[name];
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};
