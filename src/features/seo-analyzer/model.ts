/**
 * The analyzer's address rule in the browser (docs/product.md §5): no http(s) prefix → https:// prepended;
 * the result must parse as a URL. The server applies the same rule and the SSRF checks.
 */
export function prepareAnalysisUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === "") return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.hostname ? withScheme : null;
  } catch {
    return null;
  }
}
