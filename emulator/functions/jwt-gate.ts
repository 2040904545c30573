import type { IncomingMessage } from "node:http";
import { decodeProtectedHeader } from "jose";
import { isValidJwt } from "../auth/jwt.ts";

export type GateResult = { ok: true } | { ok: false; msg: string };

/**
 * The edge runtime's verify_jwt check (Supabase CLI functions/serve main.ts): the request needs
 * `Authorization: Bearer <jwt>` signed with the project secret. The anon key passes: it is one.
 */
export async function checkFunctionJwt(
  req: IncomingMessage,
  secret: string,
  now: Date,
): Promise<GateResult> {
  const header = req.headers.authorization;
  if (!header) return { ok: false, msg: "Error: Missing authorization header" };
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer") return { ok: false, msg: "Error: Auth header is not 'Bearer {token}'" };
  try {
    if (decodeProtectedHeader(token ?? "").alg !== "HS256")
      return { ok: false, msg: "Invalid JWT" };
  } catch {
    return { ok: false, msg: "Invalid JWT" };
  }
  return (await isValidJwt(secret, token, now)) ? { ok: true } : { ok: false, msg: "Invalid JWT" };
}
