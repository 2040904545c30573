import { ApiError, validationFailed } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";
import type { Queryable } from "../db/database.ts";
import { str } from "./body.ts";
import type { AuthDeps, AuthRequest } from "./context.ts";
import { assertPasswordStrength, verifyPassword } from "./passwords.ts";
import { consumeFlowState } from "./pkce.ts";
import {
  insertRefreshToken,
  sessionResponse,
  startSession,
  type RefreshTokenRow,
  type SessionJson,
} from "./sessions.ts";
import { findUserByEmail, findUserById, isBanned } from "./users.ts";

/** POST /token?grant_type=password|refresh_token|pkce (docs/contracts/gotrue-subset.md). */
export async function token(request: AuthRequest) {
  const grantType = request.url.searchParams.get("grant_type");
  const body = await readJsonObject(request.req);
  let session: SessionJson;
  if (grantType === "password") session = await passwordGrant(request.deps, body);
  else if (grantType === "refresh_token") session = await refreshGrant(request.deps, body);
  else if (grantType === "pkce") session = await pkceGrant(request.deps, body);
  else throw new ApiError(400, "invalid_credentials", "unsupported_grant_type");
  sendJson(request.res, 200, session);
}

const invalidCredentials = () =>
  new ApiError(400, "invalid_credentials", "Invalid login credentials");

async function passwordGrant(deps: AuthDeps, body: Record<string, unknown>) {
  const email = str(body, "email");
  const phone = str(body, "phone");
  const password = str(body, "password");
  if (email && phone) {
    throw validationFailed("Only an email address or phone number should be provided on login.");
  }
  if (!email && !phone) throw validationFailed("missing email or phone");
  if (phone) throw new ApiError(422, "phone_provider_disabled", "Phone logins are disabled");
  if (!deps.settings.emailEnabled) {
    throw new ApiError(422, "email_provider_disabled", "Email logins are disabled");
  }
  const user = await deps.db.tx((q) => findUserByEmail(q, email));
  if (!user || !user.encrypted_password) throw invalidCredentials();
  if (isBanned(user, deps.clock.now())) throw new ApiError(400, "user_banned", "User is banned");
  if (!(await verifyPassword(password, user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at)
    throw new ApiError(400, "email_not_confirmed", "Email not confirmed");

  const session = await deps.db.tx((q) => startSession(deps, q, user.id, "password"));
  try {
    assertPasswordStrength(password, deps.settings.minPasswordLength);
  } catch (error) {
    // The password is right but no longer meets the policy: GoTrue still logs in and says so.
    if (error instanceof ApiError && error.code === "weak_password") {
      session.weak_password = { message: error.message, reasons: ["length"] };
    }
  }
  return session;
}

type RefreshOutcome = { session: SessionJson } | { error: ApiError };

async function refreshGrant(deps: AuthDeps, body: Record<string, unknown>) {
  const presented = str(body, "refresh_token");
  if (presented.length < 12) throw validationFailed("Refresh token is not valid");
  // The family revocation must be committed even though the request fails, so the transaction
  // returns the error instead of throwing it.
  const outcome = await deps.db.tx<RefreshOutcome>((q) => rotate(deps, q, presented));
  if ("error" in outcome) throw outcome.error;
  return outcome.session;
}

async function rotate(deps: AuthDeps, q: Queryable, presented: string): Promise<RefreshOutcome> {
  const notFound = () =>
    new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  const { rows: found } = await q.query<RefreshTokenRow>(
    "select session_id from auth.refresh_tokens where token = $1",
    [presented],
  );
  if (!found[0]) throw notFound();
  // Like GoTrue, refreshes of one session take turns (row locks, session first so two tokens of
  // the session cannot lock each other out): the second of two tabs refreshing at once then
  // sees the token revoked with an active child and gets that child, instead of a second one.
  const { rows: sessions } = found[0].session_id
    ? await q.query("select 1 from auth.sessions where id = $1 for update", [found[0].session_id])
    : { rows: [] };
  if (!found[0].session_id || sessions.length === 0) {
    throw new ApiError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  }
  const { rows } = await q.query<RefreshTokenRow>(
    "select * from auth.refresh_tokens where token = $1 for update",
    [presented],
  );
  const token = rows[0];
  if (!token?.session_id) throw notFound();
  const sessionId = token.session_id;
  const user = await findUserById(q, token.user_id);
  if (!user) throw notFound();
  if (isBanned(user, deps.clock.now())) {
    throw new ApiError(400, "user_banned", "Invalid Refresh Token: User Banned");
  }
  const now = deps.clock.iso();
  const settings = deps.settings;
  let issued: string;

  if (token.revoked) {
    const { rows: active } = await q.query<RefreshTokenRow>(
      `select * from auth.refresh_tokens where session_id = $1 and revoked = false
        order by id desc limit 1`,
      [sessionId],
    );
    if (active[0] && active[0].parent === token.token) {
      // The client lost the previous answer: hand out the currently active token again.
      issued = active[0].token;
    } else {
      const reuseUntil = token.updated_at.getTime() + settings.refreshTokenReuseInterval * 1000;
      if (deps.clock.now() > reuseUntil) {
        if (settings.refreshTokenRotation) {
          await q.query(
            "update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false",
            [sessionId, now],
          );
        }
        return {
          error: new ApiError(
            400,
            "refresh_token_already_used",
            "Invalid Refresh Token: Already Used",
          ),
        };
      }
      issued = (
        await insertRefreshToken(q, { userId: user.id, sessionId, parent: token.token, now })
      ).token;
    }
  } else if (settings.refreshTokenRotation) {
    await q.query("update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1", [
      token.id,
      now,
    ]);
    issued = (await insertRefreshToken(q, { userId: user.id, sessionId, parent: token.token, now }))
      .token;
  } else {
    issued = token.token;
  }
  await q.query(
    "update auth.sessions set refreshed_at = $2::timestamptz at time zone 'utc', updated_at = $2 where id = $1",
    [sessionId, now],
  );
  return { session: await sessionResponse(deps, q, user.id, sessionId, issued) };
}

async function pkceGrant(deps: AuthDeps, body: Record<string, unknown>) {
  return deps.db.tx(async (q) => {
    const flow = await consumeFlowState(
      q,
      str(body, "auth_code"),
      str(body, "code_verifier"),
      deps.clock.now(),
    );
    return startSession(deps, q, flow.userId, flow.authenticationMethod);
  });
}
