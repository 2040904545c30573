import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { ApiError } from "../http/errors.ts";

const encoder = new TextEncoder();
const key = (secret: string) => encoder.encode(secret);

/** `exp` of the CLI's legacy API keys (docs/contracts/gotrue-subset.md). */
const API_KEY_EXPIRY = 1983812996;

/**
 * The legacy anon / service_role key: payload exactly `{iss, role, exp}` in that order, so with
 * the well-known local secret the result equals the keys every Supabase CLI prints.
 */
export function signApiKey(secret: string, role: "anon" | "service_role"): Promise<string> {
  return new SignJWT({ iss: "supabase-demo", role, exp: API_KEY_EXPIRY })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(key(secret));
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** Claims of a GoTrue access token, in GoTrue's order (docs/contracts/gotrue-subset.md). */
export interface AccessTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export function signAccessToken(secret: string, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key(secret));
}

/** Verifies an HS256 token as GoTrue's middleware does; failures are 403 bad_jwt. */
export async function verifyJwt(secret: string, token: string, now: Date): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      currentDate: now,
    });
    return payload;
  } catch (error) {
    const detail =
      error instanceof errors.JWTExpired
        ? "token has invalid claims: token is expired"
        : error instanceof errors.JWSSignatureVerificationFailed
          ? "token signature is invalid: signature is invalid"
          : "token is malformed: could not parse token";
    throw new ApiError(
      403,
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${detail}`,
    );
  }
}

/** True when `token` is an HS256 JWT signed with `secret` (the functions gateway check). */
export async function isValidJwt(secret: string, token: string, now: Date): Promise<boolean> {
  try {
    await jwtVerify(token, key(secret), { algorithms: ["HS256"], currentDate: now });
    return true;
  } catch {
    return false;
  }
}
