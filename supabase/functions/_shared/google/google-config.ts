import { getEnv } from "../env.ts";

export type EnvReader = (name: string) => string | undefined;

/**
 * Where Google's OAuth and Search Console endpoints are, and our OAuth client. The defaults are
 * Google's real addresses; the emulator points all of them at its Google double.
 */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** Ends with "/": API paths such as `webmasters/v3/sites` are resolved against it. */
  apiRoot: string;
}

export const GOOGLE_DEFAULTS = {
  authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  revokeUrl: "https://oauth2.googleapis.com/revoke",
  apiRoot: "https://www.googleapis.com/",
} as const;

/** The configuration, or null while the OAuth client (id and secret) is not set up. */
export function googleConfig(env: EnvReader = getEnv): GoogleConfig | null {
  const clientId = env("GOOGLE_OAUTH_CLIENT_ID");
  const clientSecret = env("GOOGLE_OAUTH_CLIENT_SECRET");
  if (!clientId || !clientSecret) return null;
  const apiRoot = env("GOOGLE_API_ROOT") ?? GOOGLE_DEFAULTS.apiRoot;
  return {
    clientId,
    clientSecret,
    authorizeUrl: env("GOOGLE_OAUTH_AUTHORIZE_URL") ?? GOOGLE_DEFAULTS.authorizeUrl,
    tokenUrl: env("GOOGLE_OAUTH_TOKEN_URL") ?? GOOGLE_DEFAULTS.tokenUrl,
    revokeUrl: env("GOOGLE_OAUTH_REVOKE_URL") ?? GOOGLE_DEFAULTS.revokeUrl,
    apiRoot: apiRoot.endsWith("/") ? apiRoot : `${apiRoot}/`,
  };
}
