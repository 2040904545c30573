/**
 * API key material (docs/decisions/022-public-api.md): `vb_live_<8>_<40>` in base62, from
 * crypto.getRandomValues. The first part (`vb_live_<8>`) is the stored, displayable prefix the
 * `api` function looks the row up by; only the SHA-256 hex of the whole key is stored, so a
 * database leak yields no usable key. 40 base62 characters carry ~238 bits: a plain (fast) hash
 * is enough because there is nothing guessable to brute-force.
 */
import { API_KEY_PATTERN } from "../contract/api-keys.ts";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const PREFIX_LENGTH = 8;
const SECRET_LENGTH = 40;

/** Uniform base62: bytes >= 248 (4 × 62) are rejected instead of skewing the modulo. */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export interface NewApiKey {
  key: string;
  prefix: string;
  hash: string;
}

export async function newApiKey(): Promise<NewApiKey> {
  const prefix = `vb_live_${randomBase62(PREFIX_LENGTH)}`;
  const key = `${prefix}_${randomBase62(SECRET_LENGTH)}`;
  return { key, prefix, hash: await hashApiKey(key) };
}

export async function hashApiKey(key: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)),
  );
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The stored prefix of a well-formed key, or null for anything that cannot be a key. */
export function prefixOf(key: string): string | null {
  return API_KEY_PATTERN.test(key) ? key.slice(0, "vb_live_".length + PREFIX_LENGTH) : null;
}

/** Equal-length hex comparison that does not stop at the first difference. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
