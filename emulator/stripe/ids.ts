import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A random base62 string, like the tail of Stripe's ids. */
export function base62(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = "";
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    // 248 = 4 * 62: dropping the rest keeps the distribution uniform.
    if (bytes[i] < 248) out += ALPHABET[bytes[i] % 62];
  }
  return out.length === length ? out : out + base62(length - out.length);
}

/** `cus_…`, `price_…`, `cs_test_…`: Stripe's prefix plus a 24-character random tail. */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${base62(length)}`;
}
