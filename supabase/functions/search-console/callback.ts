import {
  type SearchConsoleMessages,
  SEARCH_CONSOLE_SCOPE,
  type SearchConsoleCallback,
} from "../_shared/contract/search-console.ts";
import { encryptSecret } from "../_shared/secrets/secret-box.ts";
import type { Sql } from "../_shared/db.ts";
import type { GoogleConfig } from "../_shared/google/google-config.ts";
import { GoogleError } from "../_shared/google/google-error.ts";
import { exchangeCode, revokeToken } from "../_shared/google/oauth.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { listSites } from "../_shared/google/search-console-sites.ts";
import {
  consumeState,
  loadConnection,
  saveConnection,
  setProperty,
} from "../_shared/search-console/connection-store.ts";
import { enqueueSearchConsoleImport } from "../_shared/search-console/queue-import.ts";
import { connectionState } from "./connection-state.ts";

/**
 * The end of the consent round-trip, posted by the browser's callback route with what Google put
 * in its query. The state is used up first, whatever Google answered, so it can never be replayed.
 */
export async function finishConsent(
  sql: Sql,
  config: GoogleConfig,
  userId: string,
  body: SearchConsoleCallback,
  messages: SearchConsoleMessages,
): Promise<Response> {
  const redirectUri = await consumeState(sql, userId, body.state);
  if (redirectUri === null) return errorResponse(400, messages.invalidState);
  if ("error" in body) {
    return errorResponse(
      400,
      body.error === "access_denied" ? messages.accessDenied : messages.consentFailed,
    );
  }

  let tokens;
  try {
    tokens = await exchangeCode(config, body.code, redirectUri);
  } catch (error) {
    if (!(error instanceof GoogleError)) throw error;
    if (error.code === "invalid_grant") return errorResponse(400, messages.codeRejected);
    console.error("search-console: code exchange failed", error.code, error.message);
    return errorResponse(502, messages.googleUnavailable);
  }
  // With granular consent the customer may untick the one scope we need.
  if (!tokens.scope.split(/\s+/).includes(SEARCH_CONSOLE_SCOPE)) {
    await revokeQuietly(config, tokens.refresh_token ?? tokens.access_token);
    return errorResponse(400, messages.missingScope);
  }
  if (!tokens.refresh_token) {
    await revokeQuietly(config, tokens.access_token);
    return errorResponse(400, messages.noRefreshToken);
  }

  const sealed = await encryptSecret(tokens.refresh_token, { context: userId });
  const keptProperty = (await loadConnection(sql, userId))?.propertyUrl ?? null;
  const stillReadable =
    keptProperty === null || (await canRead(config, tokens.access_token, keptProperty));
  await sql.begin(async (tx) => {
    await saveConnection(tx, userId, sealed, tokens.scope);
    // Reconnected with a Google account that cannot read the chosen property: ask for a new one.
    if (!stillReadable) await setProperty(tx, userId, null);
  });
  // A reconnect keeps the chosen property: its import, ended by the broken grant, resumes.
  const state = await connectionState(sql, userId, messages);
  if (state.status === "connected" && state.property) await enqueueSearchConsoleImport(sql, userId);
  return json(state);
}

/** Best effort: a grant we will not use should not stay valid, but its failure changes nothing. */
export async function revokeQuietly(config: GoogleConfig, token: string): Promise<boolean> {
  try {
    await revokeToken(config, token);
    return true;
  } catch (error) {
    if (!(error instanceof GoogleError)) throw error;
    return false;
  }
}

/**
 * Whether the newly granted account is a verified user of the property chosen before. A reconnect
 * may come from another Google account; keeping a property it cannot read would only make every
 * import fail. When Google cannot be asked, the property stays and the import reports the outcome.
 */
async function canRead(config: GoogleConfig, accessToken: string, propertyUrl: string) {
  try {
    const sites = await listSites(config, accessToken);
    return sites.some(
      (site) => site.siteUrl === propertyUrl && site.permissionLevel !== "siteUnverifiedUser",
    );
  } catch (error) {
    if (!(error instanceof GoogleError)) throw error;
    return true;
  }
}
