import { toApiError, validationFailed } from "../http/errors.ts";
import { readJsonObject, redirect, sendJson } from "../http/json.ts";
import { str } from "./body.ts";
import type { AuthRequest } from "./context.ts";
import { lastSentAt, sendAuthMail } from "./mailer.ts";
import { createFlowState, issueAuthCode, parsePkceParams } from "./pkce.ts";
import { resolveRedirect } from "./redirect.ts";
import { startSession } from "./sessions.ts";
import { findUserByEmail } from "./users.ts";
import { validateEmail } from "./validation.ts";
import { AUTH_METHOD, consumeEmailToken, LINK_TYPES, type VerifyType } from "./verify-token.ts";

/** POST /recover (docs/contracts/gotrue-subset.md): always 200 {} unless the request itself is invalid. */
export async function recover({ req, res, url, deps }: AuthRequest) {
  const body = await readJsonObject(req);
  const email = str(body, "email");
  if (!email) throw validationFailed("Password recovery requires an email");
  const address = validateEmail(email);
  const pkce = parsePkceParams(body);
  const redirectTo = resolveRedirect(deps.settings, url.searchParams.get("redirect_to"));
  await deps.db.tx(async (q) => {
    const user = await findUserByEmail(q, address);
    if (!user) return;
    deps.limiter.assertFrequency(lastSentAt(user, "recovery"));
    if (pkce) {
      await createFlowState(q, {
        userId: user.id,
        pkce,
        authenticationMethod: "recovery",
        now: deps.clock.iso(),
      });
    }
    await sendAuthMail(deps, q, { user, type: "recovery", to: address, redirectTo, pkce: !!pkce });
  });
  sendJson(res, 200, {});
}

/** The `error` value GoTrue derives from the status for redirect fragments. */
function oauthError(status: number) {
  if (status === 401) return "unauthorized_client";
  if (status === 403) return "access_denied";
  if (status === 503) return "temporarily_unavailable";
  if (status >= 500) return "server_error";
  return "invalid_request";
}

function isLinkType(type: string): type is (typeof LINK_TYPES)[number] {
  return (LINK_TYPES as readonly string[]).includes(type);
}

/**
 * GET /verify (docs/contracts/gotrue-subset.md): the e-mail link. 303 to redirect_to with the session in
 * the fragment (implicit), `?code=` (PKCE), or `#error=…` when the token is bad.
 */
export async function verifyGet({ res, url, deps }: AuthRequest) {
  const type = url.searchParams.get("type") ?? "";
  const token = url.searchParams.get("token") ?? "";
  if (!type) throw validationFailed("Verify requires a verification type");
  if (!token) throw validationFailed("Verify requires a token or a token hash");
  if (!isLinkType(type)) throw validationFailed("Unsupported verification type");
  const redirectTo = resolveRedirect(deps.settings, url.searchParams.get("redirect_to"));
  const pkce = token.startsWith("pkce_");

  try {
    const target = await deps.db.tx(async (q) => {
      const result = await consumeEmailToken(deps, q, type, { tokenHash: token });
      if (result.pkce) {
        const code = await issueAuthCode(q, result.user.id, AUTH_METHOD[type], deps.clock.iso());
        const location = new URL(redirectTo);
        location.searchParams.set("code", code);
        return location.toString();
      }
      const session = await startSession(deps, q, result.user.id, "otp");
      const fragment = new URLSearchParams([
        ["access_token", session.access_token],
        ["expires_at", String(session.expires_at)],
        ["expires_in", String(session.expires_in)],
        ["refresh_token", session.refresh_token],
        ["token_type", "bearer"],
        ["type", type],
      ]);
      return `${redirectTo}#${fragment}`;
    });
    redirect(res, 303, target);
  } catch (caught) {
    const error = toApiError(caught);
    const params = new URLSearchParams([
      ["error", oauthError(error.status)],
      ["error_code", error.code],
      ["error_description", error.message],
    ]);
    let location = redirectTo;
    if (pkce) {
      const withQuery = new URL(redirectTo);
      params.forEach((value, key) => withQuery.searchParams.set(key, value));
      location = withQuery.toString();
    }
    redirect(res, 303, `${location}#${params}`);
  }
}

/** POST /verify (docs/contracts/gotrue-subset.md): token_hash or e-mail + 6-digit code → session. */
export async function verifyPost({ req, res, deps }: AuthRequest) {
  const body = await readJsonObject(req);
  const type = str(body, "type");
  const hash = str(body, "token_hash");
  const otp = str(body, "token");
  const email = str(body, "email");
  if (hash && (email || str(body, "phone") || str(body, "redirect_to"))) {
    throw validationFailed("Only the token_hash and type should be provided");
  }
  if (!hash && !otp) throw validationFailed("Verify requires a token or a token hash");
  if (!type) throw validationFailed("Verify requires a verification type");
  if (type !== "email" && !isLinkType(type)) {
    throw validationFailed("Unsupported verification type");
  }
  if (!hash && !email) {
    throw validationFailed("Only an email address or phone number should be provided on verify");
  }
  const session = await deps.db.tx(async (q) => {
    const input = hash ? { tokenHash: hash } : { email: validateEmail(email), otp };
    const result = await consumeEmailToken(deps, q, type as VerifyType, input);
    return startSession(deps, q, result.user.id, "otp");
  });
  sendJson(res, 200, session);
}
