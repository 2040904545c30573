import { randomInt, randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";
import type { AuthDeps } from "./context.ts";
import { signAccessToken, type AmrEntry } from "./jwt.ts";
import { loadIdentities, serializeUser, type UserJson } from "./user-json.ts";
import type { UserRow } from "./users.ts";

/** GoTrue's AccessTokenResponse (docs/contracts/gotrue-subset.md). */
export interface SessionJson {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { message: string; reasons: string[] };
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

const TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Classic GoTrue refresh token: 12 random lowercase alphanumerics. */
export function newRefreshTokenString(): string {
  let token = "";
  for (let i = 0; i < 12; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

export async function insertRefreshToken(
  q: Queryable,
  input: { userId: string; sessionId: string; parent: string | null; now: string },
): Promise<RefreshTokenRow> {
  const { rows } = await q.query<RefreshTokenRow>(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)
     returning *`,
    [newRefreshTokenString(), input.userId, input.now, input.parent, input.sessionId],
  );
  return rows[0];
}

/** A server-side session (auth.sessions + amr claim + first refresh token). */
export async function createSession(
  q: Queryable,
  userId: string,
  authenticationMethod: string,
  now: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at)
     values ($1, $2, $3, $3, 'aal1', $3::timestamptz at time zone 'utc')`,
    [sessionId, userId, now],
  );
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)`,
    [randomUUID(), sessionId, now, authenticationMethod],
  );
  const token = await insertRefreshToken(q, { userId, sessionId, parent: null, now });
  await q.query("update auth.users set last_sign_in_at = $2 where id = $1", [userId, now]);
  await q.query(
    "update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'",
    [userId, now],
  );
  return { sessionId, refreshToken: token.token };
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query("select 1 from auth.sessions where id = $1", [sessionId]);
  return rows.length > 0;
}

async function loadAmr(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
      where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(row.updated_at.getTime() / 1000),
  }));
}

/** Signs an access token for `user` in `sessionId` and wraps it as GoTrue's session JSON. */
export async function sessionResponse(
  deps: AuthDeps,
  q: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const { rows } = await q.query<UserRow>("select * from auth.users where id = $1", [userId]);
  const user = rows[0];
  const iat = deps.clock.seconds();
  const exp = iat + deps.settings.accessTokenTtl;
  const accessToken = await signAccessToken(deps.settings.jwtSecret, {
    iss: deps.externalUrl,
    sub: user.id,
    aud: user.aud ?? "authenticated",
    exp,
    iat,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? "authenticated",
    aal: "aal1",
    amr: await loadAmr(q, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: exp - deps.clock.seconds(),
    expires_at: exp,
    refresh_token: refreshToken,
    user: serializeUser(user, await loadIdentities(q, user.id)),
  };
}

/** New session for `userId` and its JSON (login, autoconfirmed signup, verify, PKCE). */
export async function startSession(
  deps: AuthDeps,
  q: Queryable,
  userId: string,
  authenticationMethod: string,
): Promise<SessionJson> {
  const { sessionId, refreshToken } = await createSession(
    q,
    userId,
    authenticationMethod,
    deps.clock.iso(),
  );
  return sessionResponse(deps, q, userId, sessionId, refreshToken);
}
