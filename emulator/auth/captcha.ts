import { ApiError } from "../http/errors.ts";
import { gatewayAddress } from "../http/gateway-address.ts";
import { readJsonObject } from "../http/json.ts";
import { obj, str } from "./body.ts";
import type { CaptchaVerification } from "./captcha-verifier.ts";
import type { AuthRequest } from "./context.ts";
import { verifyJwt } from "./jwt.ts";

/** Grants GoTrue lets through without a CAPTCHA (middleware.go isIgnoreCaptchaRoute). */
const TOKEN_GRANTS_WITHOUT_CAPTCHA = new Set(["pkce", "refresh_token", "id_token"]);
/** Roles whose bearer token skips the check (GoTrue's requireAdminCredentials). */
const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);

const disallowed = (reason: string) =>
  new ApiError(400, "captcha_failed", `captcha protection: request disallowed (${reason})`);

/**
 * GoTrue's verifyCaptcha middleware: with `[auth.captcha]` on, the body's
 * `gotrue_meta_security.captcha_token` must pass the provider's siteverify (with the secret and
 * the caller's address), or the request is refused with 400 captcha_failed before the handler.
 */
export async function verifyCaptcha(request: AuthRequest): Promise<void> {
  const { req, url, deps } = request;
  const captcha = deps.settings.captcha;
  if (!captcha) return;
  if (await hasAdminCredentials(request)) return;
  if (url.pathname.endsWith("/token")) {
    if (TOKEN_GRANTS_WITHOUT_CAPTCHA.has(url.searchParams.get("grant_type") ?? "")) return;
  }
  const body = await readJsonObject(req);
  const token = str(obj(body, "gotrue_meta_security"), "captcha_token").trim();
  if (!token) throw disallowed("no captcha_token found");
  let result: CaptchaVerification;
  try {
    result = await deps.captchaVerifier.verify(captcha.secret, token, gatewayAddress(req));
  } catch (error) {
    deps.log(
      `[auth] captcha verification failed: ${error instanceof Error ? error.message : error}`,
    );
    throw new ApiError(500, "unexpected_failure", "captcha verification process failed");
  }
  if (!result.success) throw disallowed((result["error-codes"] ?? []).join(", "));
}

async function hasAdminCredentials({ req, deps }: AuthRequest): Promise<boolean> {
  const match = /^bearer (\S+)$/i.exec(req.headers.authorization ?? "");
  if (!match) return false;
  try {
    const claims = await verifyJwt(deps.settings.jwtSecret, match[1], deps.clock.date());
    return typeof claims.role === "string" && ADMIN_ROLES.has(claims.role);
  } catch {
    return false;
  }
}
