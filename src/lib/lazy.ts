/**
 * A value made on first use instead of when its module loads. For Intl formatters and compiled
 * patterns in modules every public page evaluates before it hydrates: making them early costs
 * main-thread time while the page loads (issue 13, Total Blocking Time).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
