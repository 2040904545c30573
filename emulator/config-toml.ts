import { existsSync, readFileSync } from "node:fs";
import { parse } from "smol-toml";

/** The subset of supabase/config.toml the emulator honours (names as in the Supabase CLI). */
export interface ProjectToml {
  apiPort?: number;
  dbPort?: number;
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  jwtExpiry?: number;
  enableSignup?: boolean;
  refreshTokenRotation?: boolean;
  refreshTokenReuseInterval?: number;
  minimumPasswordLength?: number;
  emailSentPerHour?: number;
  signInSignUpsPer5Min?: number;
  tokenVerificationsPer5Min?: number;
  emailEnableSignup?: boolean;
  emailConfirmations?: boolean;
  emailMaxFrequency?: number;
  otpExpiry?: number;
  securePasswordChange?: boolean;
  /** `[auth.captcha]`: on, and the provider named (its secret is for the hosted project). */
  captcha?: { enabled: boolean; provider?: string };
  /** `[auth.email.template.<name>]`: subject and content_path as written (relative to the project). */
  emailTemplates: Record<string, { subject?: string; contentPath?: string }>;
  enabledProviders: string[];
  functions: Record<string, { verifyJwt?: boolean }>;
}

type Table = Record<string, unknown>;

const table = (value: unknown): Table =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Table) : {};
const num = (value: unknown) => (typeof value === "number" ? value : undefined);
const bool = (value: unknown) => (typeof value === "boolean" ? value : undefined);
const str = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Go duration strings as used by the CLI ("1s", "60s", "1m30s", "500ms") to seconds. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0) return undefined;
  const factor: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * factor[unit], 0);
}

export function readProjectToml(file: string): ProjectToml {
  if (!existsSync(file)) return { emailTemplates: {}, enabledProviders: [], functions: {} };
  const root = parse(readFileSync(file, "utf8")) as Table;
  const api = table(root.api);
  const db = table(root.db);
  const auth = table(root.auth);
  const email = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  const captcha = auth.captcha === undefined ? undefined : table(auth.captcha);
  const external = table(auth.external);
  const functions = table(root.functions);
  const redirects = auth.additional_redirect_urls;

  return {
    apiPort: num(api.port),
    dbPort: num(db.port),
    siteUrl: str(auth.site_url),
    additionalRedirectUrls: Array.isArray(redirects)
      ? redirects.filter((url): url is string => typeof url === "string")
      : undefined,
    jwtExpiry: num(auth.jwt_expiry),
    enableSignup: bool(auth.enable_signup),
    refreshTokenRotation: bool(auth.enable_refresh_token_rotation),
    refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval),
    minimumPasswordLength: num(auth.minimum_password_length),
    emailSentPerHour: num(rateLimit.email_sent),
    signInSignUpsPer5Min: num(rateLimit.sign_in_sign_ups),
    tokenVerificationsPer5Min: num(rateLimit.token_verifications),
    emailEnableSignup: bool(email.enable_signup),
    emailConfirmations: bool(email.enable_confirmations),
    emailMaxFrequency: parseDuration(email.max_frequency),
    otpExpiry: num(email.otp_expiry),
    securePasswordChange: bool(email.secure_password_change),
    captcha: captcha && { enabled: captcha.enabled === true, provider: str(captcha.provider) },
    emailTemplates: Object.fromEntries(
      Object.entries(table(email.template)).map(([name, template]) => [
        name,
        { subject: str(table(template).subject), contentPath: str(table(template).content_path) },
      ]),
    ),
    enabledProviders: Object.entries(external)
      .filter(([, provider]) => table(provider).enabled === true)
      .map(([name]) => name),
    functions: Object.fromEntries(
      Object.entries(functions).map(([name, fn]) => [
        name,
        { verifyJwt: bool(table(fn).verify_jwt) },
      ]),
    ),
  };
}
