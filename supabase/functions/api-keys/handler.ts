import {
  API_KEY_CATALOGUE,
  API_KEY_FIELDS,
  createApiKeySchema,
} from "../_shared/contract/api-keys.ts";
import { createKey, listKeys, revokeKey } from "../_shared/api-keys/key-store.ts";
import { entitlementsOfUser } from "../_shared/billing/entitlements.ts";
import { getSql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { startSignedIn } from "../_shared/request.ts";
import { isUuid } from "../_shared/uuid.ts";

/**
 * /functions/v1/api-keys: the signed-in customer's public API keys (contract/api-keys.ts).
 *   GET            → { keys, apiAccess } (prefixes only; a key is never readable again)
 *   POST { name }  → 201 { id, key, prefix }; 403 without API access, 409 at the key maximum
 *   DELETE ?id=    → { id, revokedAt }; 404 for an unknown id or another customer's key
 * API access comes from the subscription rows (contract/plans.ts apiAccess), never the browser.
 * Revoking and listing stay possible after a downgrade, so a customer can always clean up.
 */
export async function handler(req: Request): Promise<Response> {
  const start = await startSignedIn(req, ["GET", "POST", "DELETE"]);
  if (!start.ok) return start.response;
  const { locale } = start;
  const messages = API_KEY_CATALOGUE[locale];
  const userId = start.user.id;

  try {
    const sql = getSql();
    if (req.method === "GET") {
      const [keys, entitlement] = await Promise.all([
        listKeys(sql, userId),
        entitlementsOfUser(sql, userId),
      ]);
      return json({ keys, apiAccess: entitlement.apiAccess });
    }

    if (req.method === "DELETE") {
      const id = new URL(req.url).searchParams.get("id");
      if (id === null || !isUuid(id)) return errorResponse(400, messages.invalidId);
      const revoked = await revokeKey(sql, userId, id);
      return revoked ? json(revoked) : errorResponse(404, messages.notFound);
    }

    const body = await parseJsonBody(req, createApiKeySchema, {
      locale,
      fields: API_KEY_FIELDS,
      catalogues: [API_KEY_CATALOGUE],
    });
    if (!body.ok) return body.response;
    if (!(await entitlementsOfUser(sql, userId)).apiAccess) {
      return errorResponse(403, messages.notEntitled);
    }
    const result = await createKey(sql, userId, body.data.name);
    if (!result.ok) return errorResponse(409, messages.tooMany);
    // The key is in this answer only: keep it out of every cache on the way.
    return json(result.created, 201, { "Cache-Control": "no-store" });
  } catch (error) {
    console.error("api-keys: failed", error);
    return errorResponse(503, messages.unavailable);
  }
}
