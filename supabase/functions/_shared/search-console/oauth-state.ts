import { SEARCH_CONSOLE_LIMITS } from "../contract/search-console.ts";

/**
 * The OAuth `state` of a Google consent round-trip: 32 random bytes (base64url, 43 characters).
 * The browser only ever holds the nonce; the database holds its SHA-256 with the owner and the
 * expiry, so a leaked table row cannot be replayed and a nonce alone does not name a user.
 */
export function newStateNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function hashState(nonce: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(nonce));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function stateExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SEARCH_CONSOLE_LIMITS.stateLifetimeSeconds * 1000);
}

/** A state counts until (not at) its expiry. */
export function isStateFresh(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}
