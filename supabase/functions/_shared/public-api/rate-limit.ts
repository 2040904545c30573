import { PUBLIC_API_RATE_LIMIT } from "../contract/public-api-routes.ts";
import type { Sql } from "../db.ts";

export interface RateLimitState {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one request against the key's window (migration 20261125100000: api_rate_limits). The
 * window starts at the first request after the previous window ended, and the count and the
 * window move in one upsert, so concurrent requests cannot both take the last slot. Requests
 * over the limit are counted too: hammering does not earn a fresh window sooner.
 */
export async function countRequest(
  sql: Sql,
  keyId: string,
  limit: { requests: number; windowSeconds: number } = PUBLIC_API_RATE_LIMIT,
): Promise<RateLimitState> {
  const window = limit.windowSeconds;
  const [row] = await sql<{ requests: number; seconds_left: number }[]>`
    insert into public.api_rate_limits as r (key_id, window_started_at, requests)
    values (${keyId}, now(), 1)
    on conflict (key_id) do update set
      window_started_at = case
        when r.window_started_at <= now() - ${window}::int * interval '1 second' then now()
        else r.window_started_at end,
      requests = case
        when r.window_started_at <= now() - ${window}::int * interval '1 second' then 1
        else r.requests + 1 end
    returning requests,
      extract(epoch from (window_started_at + ${window}::int * interval '1 second' - now()))::float8
        as seconds_left`;
  return {
    allowed: row.requests <= limit.requests,
    remaining: Math.max(0, limit.requests - row.requests),
    retryAfterSeconds: Math.max(1, Math.ceil(row.seconds_left)),
  };
}
