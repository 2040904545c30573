import type { SearchConsoleMessages } from "../_shared/contract/search-console.ts";
import type { Sql } from "../_shared/db.ts";
import type { GoogleConfig } from "../_shared/google/google-config.ts";
import { GoogleError } from "../_shared/google/google-error.ts";
import { refreshAccessToken } from "../_shared/google/oauth.ts";
import { errorResponse } from "../_shared/http.ts";
import { loadConnection, markBroken } from "../_shared/search-console/connection-store.ts";
import { unsealedToken } from "../_shared/search-console/sealed-token.ts";

export type AccessResult =
  { ok: true; accessToken: string; propertyUrl: string | null } | { ok: false; response: Response };

/**
 * A fresh access token for the customer's connection. Google refusing the refresh token
 * (revoked at myaccount.google.com, expired, password change) marks the connection broken so
 * the dashboard offers 'Opnieuw koppelen'; a Google outage does not.
 */
export async function accessFor(
  sql: Sql,
  config: GoogleConfig,
  userId: string,
  messages: SearchConsoleMessages,
): Promise<AccessResult> {
  const connection = await loadConnection(sql, userId);
  if (!connection) return { ok: false, response: errorResponse(404, messages.notConnected) };
  if (connection.status === "broken") {
    return { ok: false, response: errorResponse(409, messages.broken) };
  }
  const refreshToken = await unsealedToken(connection.refreshTokenEncrypted, userId);
  if (refreshToken === null) {
    await markBroken(sql, userId);
    return { ok: false, response: errorResponse(409, messages.broken) };
  }
  try {
    const tokens = await refreshAccessToken(config, refreshToken);
    return { ok: true, accessToken: tokens.access_token, propertyUrl: connection.propertyUrl };
  } catch (error) {
    return { ok: false, response: await googleFailure(sql, userId, error, messages) };
  }
}

/** The answer for a failed Google call made with the customer's tokens. */
export async function googleFailure(
  sql: Sql,
  userId: string,
  error: unknown,
  messages: SearchConsoleMessages,
): Promise<Response> {
  if (!(error instanceof GoogleError)) throw error;
  if (error.needsReconnect) {
    await markBroken(sql, userId);
    return errorResponse(409, messages.broken);
  }
  console.error("search-console: Google failed", error.code, error.message);
  return errorResponse(502, messages.googleUnavailable);
}
