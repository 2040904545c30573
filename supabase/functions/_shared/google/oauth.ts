import { z } from "zod";
import type { GoogleConfig } from "./google-config.ts";
import { form, googleRequest } from "./google-fetch.ts";

/** Google's token endpoint answer (refresh_token only on the code grant, and only with consent). */
const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().default(""),
  token_type: z.string(),
});
export type GoogleTokens = z.infer<typeof tokenAnswerSchema>;

export interface AuthorizeUrlInput {
  redirectUri: string;
  scope: string;
  state: string;
  loginHint?: string;
}

/**
 * The consent page address. `access_type=offline` + `prompt=consent` make Google hand out a
 * refresh token every time (without prompt=consent a second connect gets none).
 */
export function authorizeUrl(config: GoogleConfig, input: AuthorizeUrlInput): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", input.scope);
  url.searchParams.set("access_type", "offline");
  url.searchParams.set("prompt", "consent");
  url.searchParams.set("include_granted_scopes", "true");
  url.searchParams.set("state", input.state);
  if (input.loginHint) url.searchParams.set("login_hint", input.loginHint);
  return url.toString();
}

export function exchangeCode(
  config: GoogleConfig,
  code: string,
  redirectUri: string,
): Promise<GoogleTokens> {
  return googleRequest(
    config.tokenUrl,
    form({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
    tokenAnswerSchema,
  );
}

/** A fresh access token; GoogleError "invalid_grant" when the refresh token no longer works. */
export function refreshAccessToken(
  config: GoogleConfig,
  refreshToken: string,
): Promise<GoogleTokens> {
  return googleRequest(
    config.tokenUrl,
    form({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
    tokenAnswerSchema,
  );
}

/** Revokes the grant (a refresh token revokes every token of the grant). */
export async function revokeToken(config: GoogleConfig, token: string): Promise<void> {
  // Google answers 200 with an empty body; only the status matters.
  await googleRequest(config.revokeUrl, form({ token }), z.unknown());
}
