import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export const EMAIL_APP_METADATA = { provider: "email", providers: ["email"] };
const INSTANCE_ID = "00000000-0000-0000-0000-000000000000";

export async function findUserByEmail(q: Queryable, email: string) {
  const { rows } = await q.query<UserRow>(
    `select * from auth.users
      where lower(email) = lower($1) and aud = 'authenticated' and is_sso_user = false
      limit 1`,
    [email],
  );
  return rows[0];
}

export async function findUserById(q: Queryable, id: string) {
  const { rows } = await q.query<UserRow>("select * from auth.users where id = $1", [id]);
  return rows[0];
}

type TokenColumn =
  "confirmation_token" | "recovery_token" | "email_change_token_new" | "email_change_token_current";

export async function findUserByToken(q: Queryable, column: TokenColumn, token: string) {
  const { rows } = await q.query<UserRow>(`select * from auth.users where ${column} = $1 limit 1`, [
    token,
  ]);
  return rows[0];
}

/** Columns the auth endpoints change (a fixed list: names are interpolated into SQL). */
const UPDATABLE = new Set([
  "role",
  "email",
  "encrypted_password",
  "email_confirmed_at",
  "confirmation_token",
  "confirmation_sent_at",
  "recovery_token",
  "recovery_sent_at",
  "email_change_token_new",
  "email_change_token_current",
  "email_change",
  "email_change_sent_at",
  "email_change_confirm_status",
  "reauthentication_token",
  "reauthentication_sent_at",
  "last_sign_in_at",
  "raw_user_meta_data",
  "updated_at",
]);

export async function updateUser(q: Queryable, id: string, patch: Record<string, unknown>) {
  const entries = Object.entries(patch);
  for (const [column] of entries) {
    if (!UPDATABLE.has(column)) throw new Error(`updateUser: ${column} is not updatable`);
  }
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`).join(", ");
  const values = entries.map(([, value]) =>
    value && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value,
  );
  const { rows } = await q.query<UserRow>(
    `update auth.users set ${sets} where id = $1 returning *`,
    [id, ...values],
  );
  return rows[0];
}

/**
 * A new e-mail/password user, with GoTrue's statement order (so `after insert` triggers on
 * auth.users see the same row as in production): INSERT (role still empty, metadata set) →
 * UPDATE role → INSERT the e-mail identity.
 */
export async function insertEmailUser(
  q: Queryable,
  input: { email: string; passwordHash: string; data: Record<string, unknown>; now: string },
): Promise<UserRow> {
  const id = randomUUID();
  await q.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
       is_super_admin, created_at, updated_at, confirmation_token, recovery_token,
       email_change_token_new, email_change, is_sso_user, is_anonymous
     ) values ($1, $2, 'authenticated', '', $3, $4, $5, $6, false, $7, $7, '', '', '', '', false, false)`,
    [
      INSTANCE_ID,
      id,
      input.email,
      input.passwordHash,
      JSON.stringify(EMAIL_APP_METADATA),
      JSON.stringify(input.data),
      input.now,
    ],
  );
  await q.query("update auth.users set role = 'authenticated' where id = $1", [id]);
  const identityData = {
    ...input.data,
    sub: id,
    email: input.email,
    email_verified: false,
    phone_verified: false,
  };
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::text, $2::uuid, $3, 'email', $4, $4, $4)`,
    [randomUUID(), id, JSON.stringify(identityData), input.now],
  );
  return (await findUserById(q, id))!;
}

/** Email confirmation: timestamp, `email_verified: true` in user metadata and identity data. */
export async function confirmEmail(q: Queryable, user: UserRow, now: string): Promise<UserRow> {
  await q.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
      where user_id = $1 and provider = 'email'`,
    [user.id, now],
  );
  return updateUser(q, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? now,
    confirmation_token: "",
    raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
    updated_at: now,
  });
}

export function isBanned(user: UserRow, now: number) {
  return user.banned_until !== null && user.banned_until.getTime() > now;
}
