import type { AuthSettings } from "../config.ts";

const LOOPBACK_IPS = new Set(["127.0.0.1", "[::1]", "::1"]);
const LOCAL_HOSTS = new Set([...LOOPBACK_IPS, "localhost", "0.0.0.0"]);

/**
 * gobwas/glob as GoTrue uses it for URI_ALLOW_LIST (separators "." and "/"): `*` matches within
 * one segment, `**` across segments, `?` one character, `{a,b}` alternatives.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = "";
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "*" && pattern[i + 1] === "*") {
      source += ".*";
      i++;
    } else if (char === "*") source += "[^./]*";
    else if (char === "?") source += "[^./]";
    else if (char === "{") {
      source += "(?:";
      braces++;
    } else if (char === "}" && braces > 0) {
      source += ")";
      braces--;
    } else if (char === "," && braces > 0) source += "|";
    else source += char.replace(/[.+^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

function sameSite(candidate: URL, site: URL) {
  if (candidate.protocol !== site.protocol) return false;
  if (candidate.host === site.host) return true;
  // Ports do not matter for local hosts.
  return candidate.hostname === site.hostname && LOCAL_HOSTS.has(site.hostname);
}

/** GoTrue's IsRedirectURLValid. */
export function isRedirectAllowed(settings: AuthSettings, value: string): boolean {
  let candidate: URL;
  try {
    candidate = new URL(value);
  } catch {
    return false;
  }
  try {
    if (sameSite(candidate, new URL(settings.siteUrl))) return true;
  } catch {
    // A broken site_url matches nothing.
  }
  if (LOOPBACK_IPS.has(candidate.hostname)) return true;
  return settings.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(value));
}

/** The redirect to use: the requested one when allowed, else site_url (silently, like GoTrue). */
export function resolveRedirect(settings: AuthSettings, requested: string | null | undefined) {
  return requested && isRedirectAllowed(settings, requested) ? requested : settings.siteUrl;
}
