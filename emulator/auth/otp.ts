import { randomBytes } from "node:crypto";
import { ApiError, validationFailed } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";
import { obj, str } from "./body.ts";
import type { AuthDeps, AuthRequest } from "./context.ts";
import { lastSentAt, sendAuthMail } from "./mailer.ts";
import { hashPassword } from "./passwords.ts";
import { createFlowState, parsePkceParams, type PkceParams } from "./pkce.ts";
import { resolveRedirect } from "./redirect.ts";
import { registerEmailUser } from "./signup.ts";
import { findUserByEmail } from "./users.ts";
import { validateEmail } from "./validation.ts";

/**
 * POST /otp (GoTrue internal/api/otp.go + magic_link.go; supabase-js `signInWithOtp`) for e-mail:
 * a confirmed address gets the magic-link mail (link + 6-digit code, on the recovery token and
 * its send timer); an unknown or unconfirmed one is signed up with a random password and `data`
 * as user metadata, which under confirmations means the confirmation mail (whose link and code
 * sign in as well), under autoconfirm the magic link. `create_user: false` refuses unknown
 * addresses with 422 otp_disabled. Always 200 `{}` otherwise. No SMS provider: phone is refused.
 */
export async function otp({ req, res, url, deps }: AuthRequest) {
  const body = await readJsonObject(req);
  const email = str(body, "email");
  const phone = str(body, "phone");
  if (email && phone) {
    throw validationFailed("Only an email address or phone number should be provided");
  }
  if (email && str(body, "channel")) {
    throw validationFailed("Channel should only be specified with Phone OTP");
  }
  const pkce = parsePkceParams(body);
  const createUser = body.create_user !== false;
  if (!createUser && (email || phone)) {
    // Phone numbers are never registered here, so an unknown phone is always refused.
    const known = email && (await deps.db.tx((q) => findUserByEmail(q, validateEmail(email))));
    if (!known) throw new ApiError(422, "otp_disabled", "Signups not allowed for otp");
  }
  if (phone) throw new ApiError(400, "phone_provider_disabled", "Unsupported phone provider");
  if (!email) throw validationFailed("One of email or phone must be set");
  if (!deps.settings.emailEnabled) {
    throw new ApiError(422, "email_provider_disabled", "Email logins are disabled");
  }
  await mailSignInLink(deps, {
    address: validateEmail(email),
    data: obj(body, "data"),
    pkce,
    redirectTo: resolveRedirect(deps.settings, url.searchParams.get("redirect_to")),
  });
  sendJson(res, 200, {});
}

/**
 * GoTrue's MagicLink after validation (POST /otp for e-mail and POST /magiclink): an unknown or
 * unconfirmed address is signed up with a random password and `data` as user metadata — under
 * confirmations its confirmation mail is the sign-in link, under autoconfirm the magic link
 * follows — and a confirmed one gets the magic-link mail.
 */
export async function mailSignInLink(
  deps: AuthDeps,
  input: {
    address: string;
    data: Record<string, unknown>;
    pkce: PkceParams | null;
    redirectTo: string;
  },
): Promise<void> {
  const { address, data, pkce, redirectTo } = input;
  const existing = await deps.db.tx((q) => findUserByEmail(q, address));
  if (!existing?.email_confirmed_at) {
    if (!deps.settings.enableSignup) {
      throw new ApiError(422, "signup_disabled", "Signups not allowed for this instance");
    }
    const passwordHash = await hashPassword(
      randomBytes(33).toString("base64url"),
      deps.settings.bcryptCost,
    );
    await deps.db.tx((q) =>
      registerEmailUser(deps, q, { address, passwordHash, data, pkce, redirectTo }),
    );
    // Without autoconfirm the confirmation mail already is the sign-in link.
    if (!deps.settings.autoconfirm) return;
  }
  await deps.db.tx(async (q) => {
    const user = (await findUserByEmail(q, address))!;
    if (pkce) {
      await createFlowState(q, {
        userId: user.id,
        pkce,
        authenticationMethod: "magiclink",
        now: deps.clock.iso(),
      });
    }
    // A magic link is a recovery with another template: same token column, same send timer.
    deps.limiter.assertFrequency(lastSentAt(user, "magiclink"));
    await sendAuthMail(deps, q, {
      user,
      type: "magiclink",
      to: address,
      redirectTo,
      pkce: pkce !== null,
    });
  });
}
