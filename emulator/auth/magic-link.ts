import { ApiError } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";
import { obj, str } from "./body.ts";
import type { AuthRequest } from "./context.ts";
import { mailSignInLink } from "./otp.ts";
import { parsePkceParams } from "./pkce.ts";
import { resolveRedirect } from "./redirect.ts";
import { validateEmail } from "./validation.ts";

/**
 * POST /magiclink (GoTrue internal/api/magic_link.go): the older sign-in-link endpoint, which
 * supabase-js no longer calls but GoTrue still serves — behind its own per-address limiter and
 * the CAPTCHA check, so it counts when reasoning about who can make GoTrue send e-mail.
 */
export async function magicLink({ req, res, url, deps }: AuthRequest) {
  if (!deps.settings.emailEnabled) {
    throw new ApiError(422, "email_provider_disabled", "Email logins are disabled");
  }
  const body = await readJsonObject(req);
  const email = str(body, "email");
  if (!email) throw new ApiError(422, "validation_failed", "Password recovery requires an email");
  const address = validateEmail(email);
  const pkce = parsePkceParams(body);
  await mailSignInLink(deps, {
    address,
    data: obj(body, "data"),
    pkce,
    redirectTo: resolveRedirect(deps.settings, url.searchParams.get("redirect_to")),
  });
  sendJson(res, 200, {});
}
