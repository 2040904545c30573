import { paths } from "@/config/paths";

/** /login's forms. */
export type LoginMode = "signIn" | "signUp" | "forgotPassword" | "magicLink";

/** The parts of a Supabase user the UI reads (kept structural so tests need no supabase-js). */
export interface UserLike {
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

/** The dashboard's name rule (docs/product.md §2): the e-mail, else the full name, else the fallback. */
export function displayName(user: UserLike | null | undefined, fallback: string): string {
  const email = user?.email?.trim();
  if (email) return email;
  const fullName = user?.user_metadata?.full_name;
  if (typeof fullName === "string" && fullName.trim() !== "") return fullName.trim();
  return fallback;
}

// Any origin works as the base: only whether the value stays on it matters.
const SENTINEL_ORIGIN = "https://return-url.invalid";

/** Control characters and the backslash, which browsers read as "/" in a path. */
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;
/** A path that a browser would read as "//host": another site. */
const HOST_RELATIVE = /^\/[/\\]/;

/**
 * A returnUrl is followed only when it is a path on this site. The decision is taken on the URL
 * as the browser will see it, not on the raw string: the value is resolved against the origin
 * (which removes dot segments and strips tabs and newlines, so "/.//evil" becomes "//evil"), and
 * the resulting path must stay on the origin, must not start with "//" or "/\\" (a host), neither
 * as it stands nor once percent-decoded (a router or server may decode "%2F"), and may contain no
 * backslash or control character. Everything else — absolute URLs, "javascript:" and friends — is
 * ignored, so /login can never be used as an open redirect.
 * Returns the normalised path (with query and hash) or null.
 */
export function safeReturnUrl(
  value: string | null | undefined,
  origin: string = SENTINEL_ORIGIN,
): string | null {
  if (!value || !value.startsWith("/") || UNSAFE_CHARACTER.test(value)) return null;
  const base = new URL(origin).origin;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !isPlainSitePath(url.pathname, base)) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Followed again (as navigation will), the result must land on the same path of this site.
  if (new URL(target, base).href !== url.href) return null;
  // Returning to the login page itself would only loop.
  if (url.pathname === paths.login) return null;
  return target;
}

/**
 * True when `pathname` names a path on `base`, both as it stands and once percent-decoded (a
 * router or server may decode "%2F" and then remove dot segments itself).
 */
function isPlainSitePath(pathname: string, base: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return [pathname, decoded].every((path) => {
    if (HOST_RELATIVE.test(path) || UNSAFE_CHARACTER.test(path)) return false;
    try {
      const resolved = new URL(path, base);
      return resolved.origin === base && !HOST_RELATIVE.test(resolved.pathname);
    } catch {
      return false;
    }
  });
}

/** A plain in-page anchor such as "#pricing" (never auth values like "#access_token=…"). */
const ANCHOR = /^#[A-Za-z][\w-]*$/;

/**
 * Where a session on /login leads: a safe returnUrl, otherwise the dashboard. The login address's
 * own anchor is carried over when the returnUrl has none: loginWithReturnUrl() builds
 * "/login?returnUrl=%2Fpricing#pricing" and the visitor should land on /pricing#pricing.
 */
export function loginRedirectTarget(returnUrl: string | null | undefined, loginHash = ""): string {
  const target = safeReturnUrl(returnUrl);
  if (!target) return paths.dashboard;
  return !target.includes("#") && ANCHOR.test(loginHash) ? `${target}${loginHash}` : target;
}

/**
 * Where the confirmation e-mail and the Google sign-in bring the visitor back. With a page to
 * continue to (a safe returnUrl, e.g. a chosen plan) that is /login?returnUrl=…: the login page
 * carries on to it once the session from the link is read. The address travels inside the link,
 * so it also works when another browser or device opens the e-mail. Without one: /dashboard.
 */
export function authReturnAddress(origin: string, returnUrl: string | null | undefined): string {
  const target = safeReturnUrl(returnUrl);
  if (!target || target === paths.dashboard) return `${origin}${paths.dashboard}`;
  return `${origin}${paths.login}?returnUrl=${encodeURIComponent(target)}`;
}

/** The mode /login opens in, from its `?mode=` parameter ("signup", "forgot-password", "magic-link"); sign-in otherwise. */
export function loginModeFromQuery(value: string | null | undefined): LoginMode {
  if (value === "signup") return "signUp";
  if (value === "forgot-password") return "forgotPassword";
  if (value === "magic-link") return "magicLink";
  return "signIn";
}

/** The auth service refused a password sign-in because the address is not confirmed yet. */
export function isEmailNotConfirmed(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return code === "email_not_confirmed" || /^email not confirmed$/i.test(error.message);
}

/** The auth service's answer when a sign-in provider is off ("Unsupported provider: provider is not enabled"). */
export function isProviderNotEnabled(message: string): boolean {
  return /provider is not enabled/i.test(message);
}
