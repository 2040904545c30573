import { PUBLIC_API_ERRORS } from "../contract/public-api.ts";
import { PUBLIC_API_RATE_LIMIT } from "../contract/public-api-routes.ts";
import { hashApiKey, prefixOf, sameHash } from "../api-keys/key-material.ts";
import { accessOfUser } from "../billing/entitlements.ts";
import type { Sql } from "../db.ts";
import { errorResponse } from "../http.ts";
import { countRequest } from "./rate-limit.ts";

export interface ApiCaller {
  keyId: string;
  userId: string;
}

export type AuthResult =
  | { ok: true; caller: ApiCaller; headers: Record<string, string> }
  | { ok: false; response: Response };

const BEARER = /^bearer\s+(\S+)$/i;

function unauthorized(message: string, invalidToken: boolean): AuthResult {
  const challenge = invalidToken
    ? 'Bearer realm="Vindbaar API", error="invalid_token"'
    : 'Bearer realm="Vindbaar API"';
  return { ok: false, response: errorResponse(401, message, { "WWW-Authenticate": challenge }) };
}

/**
 * Who is calling, from `Authorization: Bearer <API key>`: the row is found by the key's prefix
 * and the SHA-256 of the presented key must equal the stored hash. Then, in this order: revoked
 * → 401, over the per-key rate limit → 429 (before the plan lookup, which may call Stripe), plan
 * without API access → 403. A key keeps existing after a downgrade but stops working.
 */
export async function authenticate(
  sql: Sql,
  authorization: string | undefined,
): Promise<AuthResult> {
  const token = BEARER.exec(authorization?.trim() ?? "")?.[1];
  if (!token) return unauthorized(PUBLIC_API_ERRORS.missingKey, false);
  const prefix = prefixOf(token);
  if (!prefix) return unauthorized(PUBLIC_API_ERRORS.invalidKey, true);

  const [row] = await sql<{ id: string; user_id: string; key_hash: string; revoked: boolean }[]>`
    select id, user_id, key_hash, revoked_at is not null as revoked
    from public.api_keys where prefix = ${prefix}`;
  if (!row || !sameHash(await hashApiKey(token), row.key_hash)) {
    return unauthorized(PUBLIC_API_ERRORS.invalidKey, true);
  }
  if (row.revoked) return unauthorized(PUBLIC_API_ERRORS.revokedKey, true);

  const rate = await countRequest(sql, row.id);
  const headers = {
    "X-RateLimit-Limit": String(PUBLIC_API_RATE_LIMIT.requests),
    "X-RateLimit-Remaining": String(rate.remaining),
  };
  if (!rate.allowed) {
    return {
      ok: false,
      response: errorResponse(429, PUBLIC_API_ERRORS.rateLimited, {
        ...headers,
        "Retry-After": String(rate.retryAfterSeconds),
      }),
    };
  }
  await sql`update public.api_keys set last_used_at = now() where id = ${row.id}`;
  const access = await accessOfUser(sql, row.user_id);
  if (!access.entitlements.apiAccess) {
    const message = access.ended
      ? PUBLIC_API_ERRORS.subscriptionEnded
      : PUBLIC_API_ERRORS.notEntitled;
    return { ok: false, response: errorResponse(403, message, headers) };
  }
  return { ok: true, caller: { keyId: row.id, userId: row.user_id }, headers };
}
