import { getEnv } from "./env.ts";

/** What Deno.serve passes next to the request; the emulator passes nothing. */
export interface ServeInfo {
  remoteAddr?: { hostname?: string };
}

/**
 * The visitor's address: the first entry of X-Forwarded-For (set by the hosted gateway), else the
 * connection's. The emulator has neither: local calls are then not rate-limited.
 */
export function clientAddress(req: Request, info?: ServeInfo): string | null {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  return info?.remoteAddr?.hostname || null;
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
