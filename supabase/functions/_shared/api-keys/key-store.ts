/**
 * The api_keys rows of one customer (migration 20261125100000_api_keys.sql). The functions
 * connect as the owner (RLS bypassed), so every query here is scoped to the caller's user id.
 */
import { API_KEY_LIMITS, type ApiKey, type CreatedApiKey } from "../contract/api-keys.ts";
import type { Sql } from "../db.ts";
import { newApiKey } from "./key-material.ts";

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
}

/** Active keys first, then revoked ones; newest first within each. */
export async function listKeys(sql: Sql, userId: string): Promise<ApiKey[]> {
  const rows = await sql<KeyRow[]>`
    select id, name, prefix, created_at, last_used_at, revoked_at
    from public.api_keys where user_id = ${userId}
    order by revoked_at is not null, created_at desc
    limit 100`;
  return rows.map(toApiKey);
}

export type CreateResult = { ok: true; created: CreatedApiKey } | { ok: false; reason: "too-many" };

/**
 * Inserts a new key unless the customer already has the maximum of active keys. The caller's
 * auth.users row is locked for the transaction, so two simultaneous requests cannot both pass
 * the count. A prefix collision (62^8 possibilities) is retried with fresh material.
 */
export async function createKey(sql: Sql, userId: string, name: string): Promise<CreateResult> {
  return await sql.begin(async (tx) => {
    await tx`select 1 from auth.users where id = ${userId} for update`;
    const [{ active }] = await tx<{ active: number }[]>`
      select count(*)::int as active from public.api_keys
      where user_id = ${userId} and revoked_at is null`;
    if (active >= API_KEY_LIMITS.maxActiveKeys) return { ok: false, reason: "too-many" } as const;
    for (let attempt = 0; ; attempt++) {
      const material = await newApiKey();
      const [row] = await tx<{ id: string }[]>`
        insert into public.api_keys (user_id, name, prefix, key_hash)
        values (${userId}, ${name}, ${material.prefix}, ${material.hash})
        on conflict (prefix) do nothing
        returning id`;
      if (row) {
        return { ok: true, created: { id: row.id, key: material.key, prefix: material.prefix } };
      }
      if (attempt >= 2) throw new Error("api-keys: three prefix collisions in a row");
    }
  });
}

/** Revokes the caller's key (idempotent); null when the id is not one of the caller's keys. */
export async function revokeKey(
  sql: Sql,
  userId: string,
  id: string,
): Promise<{ id: string; revokedAt: string } | null> {
  const [row] = await sql<{ id: string; revoked_at: Date }[]>`
    update public.api_keys set revoked_at = coalesce(revoked_at, now())
    where id = ${id} and user_id = ${userId}
    returning id, revoked_at`;
  return row ? { id: row.id, revokedAt: row.revoked_at.toISOString() } : null;
}
