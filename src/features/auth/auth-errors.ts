import type { TFunction } from "i18next";
import type { Locale } from "@contract/locale";

/** A refusal of our own (not the auth service's), named by its catalogue key under auth:errors or auth:provider. */
export class AuthCopyError extends Error {
  constructor(
    readonly key:
      | "provider.notEnabled"
      | "provider.unavailable"
      | "errors.codeInvalid"
      | "errors.captchaRequired",
    readonly values: { status?: number } = {},
  ) {
    super(key);
    this.name = "AuthCopyError";
  }
}

type ErrorKey =
  | "invalidCredentials"
  | "emailNotConfirmed"
  | "userAlreadyExists"
  | "samePassword"
  | "requestRateLimit"
  | "linkExpired"
  | "codeInvalid"
  | "invalidEmail"
  | "signupDisabled"
  | "userBanned"
  | "captchaFailed";

/**
 * GoTrue's error codes (`error.code` in supabase-js since GoTrue v2.145; the list is auth-js's
 * ErrorCode) and the message each gets. Codes that need the error's details (weak_password,
 * over_email_send_rate_limit, validation_failed) are handled in authErrorMessage.
 */
const BY_CODE: Record<string, ErrorKey> = {
  invalid_credentials: "invalidCredentials",
  email_not_confirmed: "emailNotConfirmed",
  user_already_exists: "userAlreadyExists",
  email_exists: "userAlreadyExists",
  same_password: "samePassword",
  over_request_rate_limit: "requestRateLimit",
  otp_expired: "linkExpired",
  // A wrong or expired reauthentication code (the nonce of a password change).
  reauthentication_not_valid: "codeInvalid",
  email_address_invalid: "invalidEmail",
  signup_disabled: "signupDisabled",
  user_banned: "userBanned",
  // "captcha protection: request disallowed (…)": no token, a used or expired one, or a made-up one.
  captcha_failed: "captchaFailed",
};

interface AuthErrorLike {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  reasons?: unknown;
  /** An error from an e-mail or OAuth link (AuthImplicitGrantRedirectError): `error_code` in details. */
  details?: { code?: unknown } | null;
}

function codeOf(error: AuthErrorLike): string | null {
  if (typeof error.code === "string") return error.code;
  if (typeof error.details?.code === "string") return error.details.code;
  return null;
}

/**
 * The words for an auth failure in the active language, chosen by GoTrue's `code` (never by its
 * English message, which may change). The seconds of an e-mail rate limit are read from the
 * message because GoTrue sends them nowhere else. A refusal without a known code gets a general
 * sentence in Dutch; in English the service's own message is shown, as before.
 */
export function authErrorMessage(
  error: unknown,
  t: TFunction<"auth">,
  locale: Locale,
  minPasswordLength: number,
): string {
  if (error instanceof AuthCopyError) return t(error.key, error.values as { status: number });
  const failure: AuthErrorLike = typeof error === "object" && error !== null ? error : {};
  const message = typeof failure.message === "string" ? failure.message : "";
  const code = codeOf(failure);

  if (failure.name === "AuthRetryableFetchError") return t("errors.network");
  if (code && code in BY_CODE) return t(`errors.${BY_CODE[code] as ErrorKey}`);
  if (code === "weak_password" || (code === "validation_failed" && /password/i.test(message))) {
    const reasons = Array.isArray(failure.reasons) ? failure.reasons : [];
    if (reasons.includes("pwned")) return t("errors.weakPasswordPwned");
    if (reasons.includes("characters")) return t("errors.weakPasswordCharacters");
    return t("errors.weakPasswordLength", { min: minPasswordLength });
  }
  if (code === "over_email_send_rate_limit") {
    const seconds = /after (\d+) seconds?/i.exec(message)?.[1];
    return seconds
      ? t("errors.emailRateLimitWait", { count: Number(seconds) })
      : t("errors.emailRateLimit");
  }
  if (code === "validation_failed" && /email/i.test(message)) return t("errors.invalidEmail");
  if (locale === "en" && message.trim() !== "") return message;
  return t("errors.unknown");
}
