import type { SearchConsoleProperty } from "../contract/search-console.ts";
import type { GoogleSiteEntry } from "../google/search-console-sites.ts";

const DOMAIN_PREFIX = "sc-domain:";

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** `https://www.bakkerij.nl/` and `https://www.bakkerij.nl` are the same site; so is a path below it. */
function prefixCovers(propertyUrl: string, websiteUrl: string): boolean {
  try {
    const property = new URL(propertyUrl);
    const website = new URL(websiteUrl);
    if (property.origin.toLowerCase() !== website.origin.toLowerCase()) return false;
    const base = property.pathname.endsWith("/") ? property.pathname : `${property.pathname}/`;
    const path = website.pathname.endsWith("/") ? website.pathname : `${website.pathname}/`;
    return path.startsWith(base);
  } catch {
    return false;
  }
}

/** `sc-domain:bakkerij.nl` covers bakkerij.nl and every subdomain, on http and https. */
function domainCovers(domain: string, host: string): boolean {
  const name = domain.toLowerCase();
  return host === name || host.endsWith(`.${name}`);
}

/**
 * The account's properties for the picker, the verified ones first. The suggestion is the
 * verified property that covers the profile's website, the most specific first: a URL-prefix
 * property on the site's own origin before a domain property (it holds exactly that site's data).
 */
export function toProperties(
  entries: readonly GoogleSiteEntry[],
  websiteUrl: string | null,
): SearchConsoleProperty[] {
  const host = websiteUrl ? hostOf(websiteUrl) : null;
  const covers = (entry: GoogleSiteEntry): boolean => {
    if (!websiteUrl || !host) return false;
    return entry.siteUrl.startsWith(DOMAIN_PREFIX)
      ? domainCovers(entry.siteUrl.slice(DOMAIN_PREFIX.length), host)
      : prefixCovers(entry.siteUrl, websiteUrl);
  };
  const verified = (entry: GoogleSiteEntry) => entry.permissionLevel !== "siteUnverifiedUser";
  const candidates = entries.filter((entry) => verified(entry) && covers(entry));
  const suggestion =
    candidates.find((entry) => !entry.siteUrl.startsWith(DOMAIN_PREFIX)) ?? candidates[0];

  return [...entries]
    .sort((a, b) => Number(verified(b)) - Number(verified(a)) || a.siteUrl.localeCompare(b.siteUrl))
    .map((entry) => ({
      siteUrl: entry.siteUrl,
      kind: entry.siteUrl.startsWith(DOMAIN_PREFIX) ? "domain" : "url-prefix",
      permissionLevel: entry.permissionLevel,
      verified: verified(entry),
      suggested: entry === suggestion,
    }));
}
