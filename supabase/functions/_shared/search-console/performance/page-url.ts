/**
 * Matching our own URLs (a post's WordPress link) to the `page` values Search Console reports.
 * Google reports each page as the absolute URL it indexed, with the scheme and host in lower
 * case (they are case-insensitive) and the path exactly as served (case-sensitive), so
 * `/Blog/Desembrood` and `/blog/desembrood` are different pages. WordPress may hand us a link
 * with or without the trailing slash it later redirects to; both forms are looked up.
 */

/** The URL as Search Console would write it, or null when it is not an http(s) URL. */
export function normalisePageUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // URL() lower-cases scheme and host and drops a default port; a fragment never reaches Google.
  url.hash = "";
  return url.toString();
}

/** The forms of the URL a `page` row may have: with and without the trailing slash of its path. */
export function pageUrlVariants(value: string): string[] {
  const normal = normalisePageUrl(value);
  if (normal === null) return [];
  const url = new URL(normal);
  if (url.pathname === "/") return [normal];
  const other = new URL(normal);
  other.pathname = url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : `${url.pathname}/`;
  return [normal, other.toString()];
}

/** Whether a `page` reported by Search Console is the page at `ourUrl`. */
export function isSamePage(ourUrl: string, reportedPage: string): boolean {
  const reported = normalisePageUrl(reportedPage);
  return reported !== null && pageUrlVariants(ourUrl).includes(reported);
}
