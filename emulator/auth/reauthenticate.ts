import { ApiError, validationFailed } from "../http/errors.ts";
import { sendJson } from "../http/json.ts";
import type { Queryable } from "../db/database.ts";
import type { AuthDeps, AuthRequest } from "./context.ts";
import { lastSentAt, sendAuthMail, tokenHash } from "./mailer.ts";
import { requireUser } from "./require-user.ts";
import { updateUser, type UserRow } from "./users.ts";

const INVALID_NONCE = "Nonce has expired or is invalid";
/** GoTrue asks for a nonce only when the session is older than this (user.go UserUpdate). */
const RECENT_SESSION_MS = 24 * 3600_000;

/**
 * GET /reauthenticate (GoTrue internal/api/reauthenticate.go; supabase-js `reauthenticate()`):
 * mails the signed-in user a 6-digit code (the nonce for PUT /user) on the reauthentication
 * token and its own send timer. 200 `{}`.
 */
export async function reauthenticate(request: AuthRequest) {
  const { deps } = request;
  const { user } = await requireUser(request);
  if (!user.email && !user.phone) {
    throw validationFailed("Reauthentication requires the user to have an email or a phone number");
  }
  if (!user.email_confirmed_at) {
    throw new ApiError(422, "email_not_confirmed", "Please verify your email first.");
  }
  await deps.db.tx(async (q) => {
    deps.limiter.assertFrequency(lastSentAt(user, "reauthentication"));
    await sendAuthMail(deps, q, {
      user,
      type: "reauthentication",
      to: user.email!,
      redirectTo: deps.settings.siteUrl,
      pkce: false,
    });
  });
  sendJson(request.res, 200, {});
}

/**
 * PUT /user with a password under `secure_password_change`: a session younger than 24 hours
 * may change it as it is; an older one (or none) needs the mailed code as `nonce`, which is used
 * up. Errors as GoTrue: 400 reauthentication_needed, 422 reauthentication_not_valid.
 */
export async function assertReauthenticated(
  deps: AuthDeps,
  q: Queryable,
  caller: { user: UserRow; sessionId: string | null },
  nonce: string,
): Promise<void> {
  if (!deps.settings.securePasswordChange) return;
  const { rows } = await q.query<{ created_at: Date }>(
    "select created_at from auth.sessions where id = $1",
    [caller.sessionId],
  );
  const session = rows[0];
  if (session && deps.clock.now() <= session.created_at.getTime() + RECENT_SESSION_MS) return;
  if (!nonce) {
    throw new ApiError(400, "reauthentication_needed", "Password update requires reauthentication");
  }
  const user = caller.user;
  const sentAt = user.reauthentication_sent_at;
  const valid =
    !!user.reauthentication_token &&
    !!sentAt &&
    user.reauthentication_token === tokenHash(user.email ?? "", nonce) &&
    deps.clock.now() <= sentAt.getTime() + deps.settings.otpExpiry * 1000;
  if (!valid) throw new ApiError(422, "reauthentication_not_valid", INVALID_NONCE);
  await updateUser(q, user.id, { reauthentication_token: "" });
}
