import { getEnv } from "./env.ts";

/**
 * The one request header that names the caller's address. Hosted Supabase sits behind
 * Cloudflare, which sets CF-Connecting-IP to the address that connected to it and overwrites any
 * value a client sent; X-Forwarded-For and X-Real-IP are passed through as the client wrote
 * them, so they are never read here (docs/decisions/043-rate-limits-and-auth-email-budget.md).
 * The emulator's gateway sets this header from the socket in the same way.
 */
export const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

/**
 * Callers whose request carries no gateway address share this one bucket, so leaving the header
 * out buys no fresh limit (fail closed rather than unlimited).
 */
export const UNKNOWN_ADDRESS = "unknown";

/** The caller's address as the gateway set it, or UNKNOWN_ADDRESS. */
export function clientAddress(req: Request): string {
  const address = req.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return address ? address.slice(0, 100) : UNKNOWN_ADDRESS;
}

/**
 * Salted SHA-256, so no table holds an address. LEADS_IP_SALT when set; otherwise the
 * service-role key, a secret every deployment (and the emulator) already has.
 */
export async function hashAddress(address: string): Promise<string> {
  const salt = getEnv("LEADS_IP_SALT") ?? getEnv("SUPABASE_SERVICE_ROLE_KEY") ?? "";
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${salt}\u0000${address}`),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
