/**
 * The public origin canonical URLs, Open Graph URLs and the sitemap are built from. Kept free of
 * import.meta.env so the Node build scripts (prerender, sitemap) resolve it the same way.
 */
export const DEFAULT_SITE_URL = "https://vindbaar.nl";

export function resolveSiteUrl(configured: string | undefined): string {
  return configured?.trim().replace(/\/+$/, "") || DEFAULT_SITE_URL;
}
