import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.ts";

const SCHEMA_SQL = `
create schema if not exists google_emulator;
create table if not exists google_emulator.codes (
  code text primary key,
  email text not null,
  client_id text not null,
  redirect_uri text not null,
  scope text not null,
  offline boolean not null,
  expires_at bigint not null,
  used boolean not null default false,
  grant_token text
);
create table if not exists google_emulator.grants (
  refresh_token text primary key,
  email text not null,
  client_id text not null,
  scope text not null,
  revoked boolean not null default false,
  created bigint not null
);
create table if not exists google_emulator.access_tokens (
  token text primary key,
  email text not null,
  client_id text not null,
  scope text not null,
  refresh_token text,
  expires_at bigint not null,
  revoked boolean not null default false
);
revoke all on schema google_emulator from public, anon, authenticated, service_role;
revoke all on all tables in schema google_emulator from public, anon, authenticated, service_role;
`;

export interface CodeRow {
  code: string;
  email: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  offline: boolean;
  expires_at: string;
  used: boolean;
  /** The account's earlier grant the code's access token joins (offline without new consent). */
  grant_token: string | null;
}

export interface GrantRow {
  refresh_token: string;
  email: string;
  client_id: string;
  scope: string;
  revoked: boolean;
}

export interface AccessTokenRow {
  token: string;
  email: string;
  client_id: string;
  scope: string;
  refresh_token: string | null;
  expires_at: string;
  revoked: boolean;
}

/** Google-looking opaque tokens: `4/0…` codes, `ya29.…` access tokens, `1//…` refresh tokens. */
const opaque = (prefix: string, bytes: number) =>
  `${prefix}${randomBytes(bytes).toString("base64url")}`;

/**
 * The double's OAuth state in the emulator's database (schema `google_emulator`), so a connected
 * account survives a restart with a data dir, like the app's stored refresh token does.
 */
export class OAuthStore {
  constructor(private readonly db: Database) {}

  async init(): Promise<void> {
    await this.db.exec(SCHEMA_SQL);
  }

  async createCode(input: Omit<CodeRow, "code" | "used" | "expires_at">, expiresAt: number) {
    const code = opaque("4/0", 36);
    await this.db.query(
      `insert into google_emulator.codes
         (code, email, client_id, redirect_uri, scope, offline, expires_at, grant_token)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        code,
        input.email,
        input.client_id,
        input.redirect_uri,
        input.scope,
        input.offline,
        expiresAt,
        input.grant_token,
      ],
    );
    return code;
  }

  /**
   * Marks a code used and returns it; null when it is unknown or was used before (one statement,
   * so two redemptions racing cannot both win).
   */
  async redeemCode(code: string): Promise<CodeRow | null> {
    const rows = await this.db.query<CodeRow>(
      `update google_emulator.codes set used = true
         where code = $1 and not used
       returning code, email, client_id, redirect_uri, scope, offline, expires_at, used, grant_token`,
      [code],
    );
    return rows[0] ?? null;
  }

  async createGrant(email: string, clientId: string, scope: string, now: number) {
    const refreshToken = opaque("1//0", 64);
    await this.db.query(
      `insert into google_emulator.grants (refresh_token, email, client_id, scope, created)
       values ($1, $2, $3, $4, $5)`,
      [refreshToken, email, clientId, scope, now],
    );
    return refreshToken;
  }

  async grant(refreshToken: string): Promise<GrantRow | null> {
    const rows = await this.db.query<GrantRow>(
      "select refresh_token, email, client_id, scope, revoked from google_emulator.grants where refresh_token = $1",
      [refreshToken],
    );
    return rows[0] ?? null;
  }

  async createAccessToken(row: Omit<AccessTokenRow, "token" | "revoked">) {
    const token = opaque("ya29.a0", 96);
    await this.db.query(
      `insert into google_emulator.access_tokens (token, email, client_id, scope, refresh_token, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [token, row.email, row.client_id, row.scope, row.refresh_token, row.expires_at],
    );
    return token;
  }

  async accessToken(token: string): Promise<AccessTokenRow | null> {
    const rows = await this.db.query<AccessTokenRow>(
      `select token, email, client_id, scope, refresh_token, expires_at, revoked
         from google_emulator.access_tokens where token = $1`,
      [token],
    );
    return rows[0] ?? null;
  }

  /**
   * Revokes a refresh token or an access token. Like Google, revoking either ends the whole grant:
   * the refresh token and every access token issued from it. False when the token is unknown.
   */
  async revoke(token: string): Promise<boolean> {
    const access = await this.accessToken(token);
    if (access?.revoked) return false;
    const refreshToken = access ? access.refresh_token : token;
    let found = false;
    if (access) {
      await this.db.query(
        "update google_emulator.access_tokens set revoked = true where token = $1",
        [token],
      );
      found = true;
    }
    if (refreshToken) {
      const rows = await this.db.query(
        "update google_emulator.grants set revoked = true where refresh_token = $1 and not revoked returning 1",
        [refreshToken],
      );
      if (rows.length > 0) {
        found = true;
        await this.db.query(
          "update google_emulator.access_tokens set revoked = true where refresh_token = $1",
          [refreshToken],
        );
      }
    }
    return found;
  }

  /** The account's newest grant to the client that is still valid, if any. */
  async activeGrant(email: string, clientId: string): Promise<string | null> {
    const rows = await this.db.query<{ refresh_token: string }>(
      `select refresh_token from google_emulator.grants
        where email = $1 and client_id = $2 and not revoked order by created desc limit 1`,
      [email, clientId],
    );
    return rows[0]?.refresh_token ?? null;
  }

  /** Scopes this account granted the client before (for `include_granted_scopes`). */
  async grantedScopes(email: string, clientId: string): Promise<string[]> {
    const rows = await this.db.query<{ scope: string }>(
      "select scope from google_emulator.grants where email = $1 and client_id = $2 and not revoked",
      [email, clientId],
    );
    return rows.flatMap((row) => row.scope.split(" "));
  }
}
