import type { Locale } from "../contract/locale.ts";
import { PUBLIC_API_CATALOGUE, type PublicApiMessages } from "../contract/public-api.ts";
import type { PublicApiErrorCode } from "../contract/public-api-error-codes.ts";
import { PUBLIC_API_RATE_LIMIT } from "../contract/public-api-routes.ts";
import { hashApiKey, prefixOf, sameHash } from "../api-keys/key-material.ts";
import { accessOfUser } from "../billing/entitlements.ts";
import type { LiveSubscription } from "../billing/live-subscription.ts";
import type { Sql } from "../db.ts";
import { countRequest } from "./rate-limit.ts";
import { apiError } from "./responses.ts";

export interface ApiCaller {
  keyId: string;
  userId: string;
  /** The subscription read that let the key in: routes use it rather than read it again. */
  subscription: LiveSubscription;
}

export type AuthResult =
  | { ok: true; caller: ApiCaller; headers: Record<string, string> }
  | { ok: false; response: Response };

const BEARER = /^bearer\s+(\S+)$/i;

type Refusal = { code: PublicApiErrorCode; key: keyof PublicApiMessages };

const MISSING: Refusal = { code: "missing_api_key", key: "missingKey" };
const INVALID: Refusal = { code: "invalid_api_key", key: "invalidKey" };
const REVOKED: Refusal = { code: "revoked_api_key", key: "revokedKey" };

function unauthorized(refusal: Refusal, locale: Locale): AuthResult {
  // RFC 6750: no error attribute when no credentials were sent at all.
  const challenge =
    refusal === MISSING
      ? 'Bearer realm="Vindbaar API"'
      : 'Bearer realm="Vindbaar API", error="invalid_token"';
  const text = PUBLIC_API_CATALOGUE[locale][refusal.key];
  return {
    ok: false,
    response: apiError(401, refusal.code, text, { "WWW-Authenticate": challenge }),
  };
}

/**
 * Who is calling, from `Authorization: Bearer <API key>`: the row is found by the key's prefix
 * and the SHA-256 of the presented key must equal the stored hash. Then, in this order: revoked
 * → 401, over the per-key rate limit → 429 (before the plan lookup, which may call Stripe), plan
 * without API access → 403. A key keeps existing after a downgrade but stops working. Every
 * refusal carries its stable code and its text in `locale`.
 */
export async function authenticate(
  sql: Sql,
  authorization: string | undefined,
  locale: Locale,
): Promise<AuthResult> {
  const messages = PUBLIC_API_CATALOGUE[locale];
  const token = BEARER.exec(authorization?.trim() ?? "")?.[1];
  if (!token) return unauthorized(MISSING, locale);
  const prefix = prefixOf(token);
  if (!prefix) return unauthorized(INVALID, locale);

  const [row] = await sql<{ id: string; user_id: string; key_hash: string; revoked: boolean }[]>`
    select id, user_id, key_hash, revoked_at is not null as revoked
    from public.api_keys where prefix = ${prefix}`;
  if (!row || !sameHash(await hashApiKey(token), row.key_hash)) {
    return unauthorized(INVALID, locale);
  }
  if (row.revoked) return unauthorized(REVOKED, locale);

  const rate = await countRequest(sql, row.id);
  const headers = {
    "X-RateLimit-Limit": String(PUBLIC_API_RATE_LIMIT.requests),
    "X-RateLimit-Remaining": String(rate.remaining),
  };
  if (!rate.allowed) {
    return {
      ok: false,
      response: apiError(429, "rate_limited", messages.rateLimited, {
        ...headers,
        "Retry-After": String(rate.retryAfterSeconds),
      }),
    };
  }
  await sql`update public.api_keys set last_used_at = now() where id = ${row.id}`;
  const access = await accessOfUser(sql, row.user_id);
  if (!access.entitlements.apiAccess) {
    const response = access.ended
      ? apiError(403, "subscription_ended", messages.subscriptionEnded, headers)
      : apiError(403, "no_api_access", messages.notEntitled, headers);
    return { ok: false, response };
  }
  return {
    ok: true,
    caller: { keyId: row.id, userId: row.user_id, subscription: access.subscription },
    headers,
  };
}
