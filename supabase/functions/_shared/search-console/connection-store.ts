import type { Sql } from "../db.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import { hashState, isStateFresh, stateExpiresAt } from "./oauth-state.ts";

export interface StoredConnection {
  refreshTokenEncrypted: string;
  propertyUrl: string | null;
  status: "connected" | "broken";
  connectedAt: string;
}

/** Remembers a started consent round-trip; earlier unfinished ones of the user are dropped. */
export async function saveState(
  sql: Sql,
  userId: string,
  nonce: string,
  redirectUri: string,
  now = new Date(),
): Promise<void> {
  const stateHash = await hashState(nonce);
  await sql.begin(async (tx) => {
    await tx`delete from public.search_console_oauth_states where user_id = ${userId}`;
    await tx`
      insert into public.search_console_oauth_states (state_hash, user_id, redirect_uri, expires_at)
      values (${stateHash}, ${userId}, ${redirectUri}, ${stateExpiresAt(now)})`;
  });
}

/**
 * Uses up the state: deleted in the same statement that reads it, so it works once. Only the
 * caller's own state counts (a state started by another account is not even deleted). Answers
 * the redirect URI to repeat at the token exchange, or null for an unknown, foreign or expired one.
 */
export async function consumeState(
  sql: Sql,
  userId: string,
  nonce: string,
  now = new Date(),
): Promise<string | null> {
  const stateHash = await hashState(nonce);
  const [row] = await sql<{ redirect_uri: string; expires_at: Date }[]>`
    delete from public.search_console_oauth_states
    where state_hash = ${stateHash} and user_id = ${userId}
    returning redirect_uri, expires_at`;
  if (!row || !isStateFresh(new Date(row.expires_at), now)) return null;
  return row.redirect_uri;
}

/** A new connection (or a reconnect): the sealed token replaces the old one; the property stays. */
export async function saveConnection(
  sql: SqlRunner,
  userId: string,
  refreshTokenEncrypted: string,
  grantedScope: string,
): Promise<void> {
  await sql`
    insert into public.search_console_connections (user_id, refresh_token_encrypted, granted_scope)
    values (${userId}, ${refreshTokenEncrypted}, ${grantedScope})
    on conflict (user_id) do update set
      refresh_token_encrypted = excluded.refresh_token_encrypted,
      granted_scope = excluded.granted_scope,
      status = 'connected',
      broken_at = null,
      connected_at = now(),
      updated_at = now()`;
}

export async function loadConnection(sql: Sql, userId: string): Promise<StoredConnection | null> {
  const [row] = await sql<
    {
      refresh_token_encrypted: string;
      property_url: string | null;
      status: "connected" | "broken";
      connected_at: Date;
    }[]
  >`
    select refresh_token_encrypted, property_url, status, connected_at
    from public.search_console_connections where user_id = ${userId}`;
  if (!row) return null;
  return {
    refreshTokenEncrypted: row.refresh_token_encrypted,
    propertyUrl: row.property_url,
    status: row.status,
    connectedAt: new Date(row.connected_at).toISOString(),
  };
}

export async function markBroken(sql: Sql, userId: string): Promise<void> {
  await sql`
    update public.search_console_connections
    set status = 'broken', broken_at = now(), updated_at = now()
    where user_id = ${userId} and status <> 'broken'`;
}

/** Sets the chosen property; null asks the customer to choose again. */
export async function setProperty(
  sql: SqlRunner,
  userId: string,
  propertyUrl: string | null,
): Promise<void> {
  await sql`
    update public.search_console_connections
    set property_url = ${propertyUrl}, updated_at = now()
    where user_id = ${userId}`;
}

export async function deleteConnection(sql: Sql, userId: string): Promise<void> {
  await sql`delete from public.search_console_connections where user_id = ${userId}`;
}

export async function profileWebsite(sql: Sql, userId: string): Promise<string | null> {
  const [row] = await sql<{ website_url: string }[]>`
    select website_url from public.business_profiles where user_id = ${userId}`;
  return row?.website_url ?? null;
}
