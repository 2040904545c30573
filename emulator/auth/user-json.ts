import type { Queryable } from "../db/database.ts";
import type { IdentityRow, UserRow } from "./users.ts";

export async function loadIdentities(q: Queryable, userId: string) {
  const { rows } = await q.query<IdentityRow>(
    "select * from auth.identities where user_id = $1 order by created_at",
    [userId],
  );
  return rows;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

function serializeIdentity(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** GoTrue's User JSON (docs/contracts/gotrue-subset.md): optional timestamps are left out when unset. */
export function serializeUser(user: UserRow, identities: IdentityRow[]) {
  return {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(serializeIdentity),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof serializeUser>;

export async function userJson(q: Queryable, user: UserRow): Promise<UserJson> {
  return serializeUser(user, await loadIdentities(q, user.id));
}
