import { SEARCH_CONSOLE_CALLBACK_PATH } from "../contract/search-console.ts";
import { getEnv } from "../env.ts";
import { allowedOrigins } from "../origins.ts";

/**
 * Where Google sends the customer back: the callback route on the origin the browser called us
 * from when that is one of the site's own origins (dev server, preview), else SITE_URL. Never a
 * caller-chosen address, so the round-trip cannot be turned into an open redirect; each origin
 * must also be registered as a redirect URI of the OAuth client in Google Cloud.
 */
export function callbackRedirectUri(requestOrigin: string | null): string | null {
  const origins = allowedOrigins();
  if (requestOrigin && origins.has(requestOrigin)) {
    return `${requestOrigin}${SEARCH_CONSOLE_CALLBACK_PATH}`;
  }
  const site = getEnv("SITE_URL");
  if (!site) return null;
  try {
    return `${new URL(site).origin}${SEARCH_CONSOLE_CALLBACK_PATH}`;
  } catch {
    return null;
  }
}
