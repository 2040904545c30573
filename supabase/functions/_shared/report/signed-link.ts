/**
 * Short-lived download links for report PDFs: `?id=&expires=&signature=`, where the signature is
 * an HMAC-SHA256 of the id and expiry with a server secret. Whoever holds the link may download
 * until it expires (a browser download cannot send the session header); only the report's owner
 * can obtain one.
 */
import { getEnv } from "../env.ts";

function secret(): string {
  const value = getEnv("REPORT_LINK_SECRET") ?? getEnv("SUPABASE_SERVICE_ROLE_KEY");
  if (!value) throw new Error("REPORT_LINK_SECRET or SUPABASE_SERVICE_ROLE_KEY must be set");
  return value;
}

async function hmac(message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret()),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)),
  );
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function signReportLink(
  baseUrl: string,
  reportId: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const url = new URL(baseUrl);
  url.searchParams.set("id", reportId);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("signature", await hmac(`${reportId}.${expires}`));
  return url.href;
}

export type LinkCheck = "valid" | "expired" | "invalid";

export async function checkReportLink(
  reportId: string,
  expires: string,
  signature: string,
  now = Date.now(),
): Promise<LinkCheck> {
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return "invalid";
  const expected = await hmac(`${reportId}.${expires}`);
  let difference = 0;
  for (let i = 0; i < expected.length; i++) {
    difference |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  }
  if (difference !== 0) return "invalid";
  return Number(expires) * 1000 < now ? "expired" : "valid";
}
