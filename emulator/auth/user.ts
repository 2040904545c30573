import { ApiError } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";
import type { Queryable } from "../db/database.ts";
import { obj, str } from "./body.ts";
import type { AuthDeps, AuthRequest } from "./context.ts";
import { lastSentAt, sendAuthMail } from "./mailer.ts";
import { assertPasswordStrength, hashPassword, verifyPassword } from "./passwords.ts";
import { createFlowState, parsePkceParams, type PkceParams } from "./pkce.ts";
import { assertReauthenticated } from "./reauthenticate.ts";
import { resolveRedirect } from "./redirect.ts";
import { requireUser } from "./require-user.ts";
import { userJson } from "./user-json.ts";
import { findUserByEmail, updateUser, type UserRow } from "./users.ts";
import { validateEmail } from "./validation.ts";

/** GET /user (docs/contracts/gotrue-subset.md). */
export async function getUser(request: AuthRequest) {
  const { user } = await requireUser(request);
  const json = await request.deps.db.tx((q) => userJson(q, user));
  sendJson(request.res, 200, json);
}

/** PUT /user (docs/contracts/gotrue-subset.md): metadata, password, e-mail change. */
export async function putUser(request: AuthRequest) {
  const { deps, req, url } = request;
  const caller = await requireUser(request);
  const body = await readJsonObject(req);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new ApiError(403, "not_admin", "Updating app_metadata requires admin privileges");
  }
  const password = typeof body.password === "string" ? body.password : null;
  let passwordHash: string | null = null;
  if (password !== null) {
    assertPasswordStrength(password, deps.settings.minPasswordLength);
    // As GoTrue, a valid nonce is used up here even when a later check refuses the update.
    await deps.db.tx((q) => assertReauthenticated(deps, q, caller, str(body, "nonce")));
    if (await verifyPassword(password, caller.user.encrypted_password)) {
      throw new ApiError(
        422,
        "same_password",
        "New password should be different from the old password.",
      );
    }
    passwordHash = await hashPassword(password, deps.settings.bcryptCost);
  }
  const email = str(body, "email");
  const newEmail = email ? validateEmail(email) : null;
  const pkce = parsePkceParams(body);
  const redirectTo = resolveRedirect(deps.settings, url.searchParams.get("redirect_to"));

  const json = await deps.db.tx(async (q) => {
    let user = caller.user;
    const now = deps.clock.iso();
    if (body.data && typeof body.data === "object") {
      user = await updateUser(q, user.id, {
        raw_user_meta_data: mergeMetadata(user.raw_user_meta_data ?? {}, obj(body, "data")),
        updated_at: now,
      });
    }
    if (passwordHash) {
      user = await updateUser(q, user.id, {
        encrypted_password: passwordHash,
        recovery_token: "",
        confirmation_token: "",
        updated_at: now,
      });
      // Every other session of the user ends; the caller's survives.
      await q.query("delete from auth.sessions where user_id = $1 and id is distinct from $2", [
        user.id,
        caller.sessionId,
      ]);
    }
    if (newEmail && newEmail !== user.email) {
      user = await changeEmail(deps, q, user, newEmail, { pkce, redirectTo });
    }
    return userJson(q, user);
  });
  sendJson(request.res, 200, json);
}

/** `data` patch semantics: keys merge, a null value deletes the key. */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * E-mail change, minimal: applied at once when autoconfirm is on (as GoTrue does), otherwise one
 * confirmation mail to the new address (secure change with a second mail to the old address is
 * not emulated).
 */
async function changeEmail(
  deps: AuthDeps,
  q: Queryable,
  user: UserRow,
  newEmail: string,
  options: { pkce: PkceParams | null; redirectTo: string },
): Promise<UserRow> {
  const existing = await findUserByEmail(q, newEmail);
  if (existing && existing.id !== user.id) {
    throw new ApiError(
      422,
      "email_exists",
      "A user with this email address has already been registered",
    );
  }
  const now = deps.clock.iso();
  if (deps.settings.autoconfirm) {
    await q.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
         updated_at = $3 where user_id = $1 and provider = 'email'`,
      [user.id, newEmail, now],
    );
    return updateUser(q, user.id, { email: newEmail, email_change: "", updated_at: now });
  }
  deps.limiter.assertFrequency(lastSentAt(user, "email_change"));
  if (options.pkce) {
    await createFlowState(q, {
      userId: user.id,
      pkce: options.pkce,
      authenticationMethod: "email_change",
      now,
    });
  }
  const pending = await updateUser(q, user.id, {
    email_change: newEmail,
    email_change_confirm_status: 0,
    updated_at: now,
  });
  return sendAuthMail(deps, q, {
    user: pending,
    type: "email_change",
    to: newEmail,
    redirectTo: options.redirectTo,
    pkce: options.pkce !== null,
  });
}
