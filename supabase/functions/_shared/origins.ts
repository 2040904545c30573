import { getEnv } from "./env.ts";

/**
 * The site's own origins: SITE_URL plus the comma-separated ALLOWED_ORIGINS (preview hosts, the
 * dev server). Redirect targets handed to Stripe must be on one of them — never an open redirect.
 */
export function allowedOrigins(): Set<string> {
  const origins = new Set<string>();
  const candidates = [getEnv("SITE_URL"), ...(getEnv("ALLOWED_ORIGINS") ?? "").split(",")];
  for (const candidate of candidates) {
    const origin = originOf(candidate?.trim());
    if (origin) origins.add(origin);
  }
  return origins;
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** True when `value` is an absolute http(s) URL on one of the site's own origins. */
export function isOwnSiteUrl(value: string, origins: Set<string> = allowedOrigins()): boolean {
  const origin = originOf(value);
  return origin !== null && origins.has(origin);
}
