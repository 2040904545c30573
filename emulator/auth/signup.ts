import { randomUUID } from "node:crypto";
import { ApiError, validationFailed } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";
import { obj, str } from "./body.ts";
import type { AuthDeps, AuthRequest } from "./context.ts";
import { lastSentAt, sendAuthMail } from "./mailer.ts";
import { assertPasswordStrength, hashPassword } from "./passwords.ts";
import type { Queryable } from "../db/database.ts";
import { createFlowState, parsePkceParams, type PkceParams } from "./pkce.ts";
import { resolveRedirect } from "./redirect.ts";
import { startSession } from "./sessions.ts";
import { userJson } from "./user-json.ts";
import {
  confirmEmail,
  EMAIL_APP_METADATA,
  findUserByEmail,
  insertEmailUser,
  type UserRow,
} from "./users.ts";
import { validateEmail } from "./validation.ts";

/** POST /signup (docs/contracts/gotrue-subset.md), e-mail + password. */
export async function signup({ req, res, url, deps }: AuthRequest) {
  const settings = deps.settings;
  if (!settings.enableSignup) {
    throw new ApiError(422, "signup_disabled", "Signups not allowed for this instance");
  }
  const body = await readJsonObject(req);
  const email = str(body, "email");
  const phone = str(body, "phone");
  const password = str(body, "password");
  if (!email && !phone) {
    throw new ApiError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (!password) throw validationFailed("Signup requires a valid password");
  assertPasswordStrength(password, settings.minPasswordLength);
  if (email && phone) {
    throw validationFailed("Only an email address or phone number should be provided on signup.");
  }
  const pkce = parsePkceParams(body);
  if (phone) throw new ApiError(400, "phone_provider_disabled", "Phone signups are disabled");
  if (!settings.emailEnabled) {
    throw new ApiError(400, "email_provider_disabled", "Email signups are disabled");
  }
  const address = validateEmail(email);
  const data = obj(body, "data");
  const redirectTo = resolveRedirect(settings, url.searchParams.get("redirect_to"));
  const passwordHash = await hashPassword(password, settings.bcryptCost);

  const result = await deps.db.tx((q) =>
    registerEmailUser(deps, q, { address, passwordHash, data, pkce, redirectTo }),
  );
  sendJson(res, 200, result);
}

/**
 * GoTrue's e-mail sign-up after validation (also what POST /otp runs for a new or unconfirmed
 * address): a session when autoconfirm is on, otherwise the confirmation mail and the user JSON.
 * A confirmed address gets an obfuscated user (no enumeration), or 422 under autoconfirm.
 */
export async function registerEmailUser(
  deps: AuthDeps,
  q: Queryable,
  input: {
    address: string;
    passwordHash: string;
    data: Record<string, unknown>;
    pkce: PkceParams | null;
    redirectTo: string;
  },
) {
  const settings = deps.settings;
  const { address, passwordHash, data, pkce, redirectTo } = input;
  let user = await findUserByEmail(q, address);
  if (user?.email_confirmed_at) {
    if (settings.autoconfirm || settings.phoneAutoconfirm) {
      throw new ApiError(422, "user_already_exists", "User already registered");
    }
    // No enumeration: look like a fresh signup, but with no identities.
    return obfuscatedUser(address, data, deps.clock.iso());
  }
  if (!user) user = await insertUser(deps, q, { email: address, passwordHash, data });
  if (settings.autoconfirm) {
    await confirmEmail(q, user, deps.clock.iso());
    return startSession(deps, q, user.id, "password");
  }
  deps.limiter.assertFrequency(lastSentAt(user, "signup"));
  if (pkce) {
    await createFlowState(q, {
      userId: user.id,
      pkce,
      authenticationMethod: "email/signup",
      now: deps.clock.iso(),
    });
  }
  user = await sendAuthMail(deps, q, {
    user,
    type: "signup",
    to: address,
    redirectTo,
    pkce: pkce !== null,
  });
  return userJson(q, user);
}

async function insertUser(
  deps: AuthDeps,
  q: Queryable,
  input: { email: string; passwordHash: string; data: Record<string, unknown> },
): Promise<UserRow> {
  try {
    return await insertEmailUser(q, { ...input, now: deps.clock.iso() });
  } catch (error) {
    // E.g. a failing trigger on auth.users: GoTrue answers with this generic 500.
    deps.log(
      `[auth] signup failed in the database: ${error instanceof Error ? error.message : error}`,
    );
    throw new ApiError(500, "unexpected_failure", "Database error saving new user");
  }
}

function obfuscatedUser(email: string, data: Record<string, unknown>, now: string) {
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
