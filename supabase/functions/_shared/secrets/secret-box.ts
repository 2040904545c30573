/**
 * Encrypts a customer's secret at rest (the WordPress application password) with AES-256-GCM
 * through WebCrypto, which Deno and Node 20 both provide as `crypto.subtle`.
 *
 * Stored form: `v1:<iv base64>:<ciphertext+tag base64>`, a fresh random 96-bit IV per value.
 * GCM authenticates, so a changed byte, a wrong key or a wrong `context` fails to decrypt instead
 * of yielding garbage. `context` (optional additional data, e.g. the owner's user id) binds a
 * value to its row: copied onto another customer's row it no longer decrypts.
 *
 * The key is the function secret CONTENT_ENCRYPTION_KEY: 32 random bytes in base64
 * (`openssl rand -base64 32`). Only when it is missing AND SUPABASE_URL is a loopback address
 * (the emulator, tests) a fixed development key is used: SHA-256 of DEV_KEY_SEED below. That key
 * is public by construction (it is in this file), so a deployed project without the secret is
 * refused rather than silently given it.
 */
import { getEnv } from "../env.ts";

export type EnvReader = (name: string) => string | undefined;

export interface SecretBoxOptions {
  env?: EnvReader;
  /** Additional authenticated data: the same value must be given to decrypt. */
  context?: string;
}

export type SecretBoxErrorKind = "missing-key" | "bad-key" | "malformed" | "undecryptable";

/** Operator-facing (a deployment or data problem), so English like requireEnv's errors. */
export class SecretBoxError extends Error {
  override readonly name = "SecretBoxError";
  constructor(
    readonly kind: SecretBoxErrorKind,
    message: string,
  ) {
    super(message);
  }
}

const VERSION = "v1";
const IV_BYTES = 12;
const DEV_KEY_SEED = "vindbaar-local-development-content-key-v1 (not secret, never for production)";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Strict: anything that is not canonical base64 is undefined rather than half-decoded. The byte
 * types are inferred, not spelled: `Uint8Array<ArrayBuffer>` (what WebCrypto wants under
 * TypeScript 5.7+) is not valid syntax for the older TypeScript in some Deno releases.
 */
function fromBase64(text: string) {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

function isLoopback(supabaseUrl: string | undefined): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(supabaseUrl ?? "").hostname);
  } catch {
    return false;
  }
}

/** The raw 32 key bytes from the secret, or the development key where that is allowed. */
async function keyBytes(env: EnvReader) {
  const configured = env("CONTENT_ENCRYPTION_KEY");
  if (configured) {
    const bytes = fromBase64(configured.trim());
    if (!bytes || bytes.byteLength !== 32) {
      throw new SecretBoxError(
        "bad-key",
        "CONTENT_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)",
      );
    }
    return bytes;
  }
  if (!isLoopback(env("SUPABASE_URL"))) {
    throw new SecretBoxError(
      "missing-key",
      "Missing environment variable CONTENT_ENCRYPTION_KEY: set it with `supabase secrets set` " +
        "before storing WordPress connections (the development key is for loopback only)",
    );
  }
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(DEV_KEY_SEED));
  return new Uint8Array(digest);
}

async function importKey(env: EnvReader): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", await keyBytes(env), { name: "AES-GCM" }, false, [
    "encrypt",
    "decrypt",
  ]);
}

function params(iv: BufferSource, context: string | undefined): AesGcmParams {
  return context === undefined
    ? { name: "AES-GCM", iv }
    : { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) };
}

export async function encryptSecret(
  plain: string,
  options: SecretBoxOptions = {},
): Promise<string> {
  const key = await importKey(options.env ?? getEnv);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    params(iv, options.context),
    key,
    new TextEncoder().encode(plain),
  );
  return `${VERSION}:${toBase64(iv)}:${toBase64(new Uint8Array(sealed))}`;
}

export async function decryptSecret(
  boxed: string,
  options: SecretBoxOptions = {},
): Promise<string> {
  const [version, ivText, sealedText, ...rest] = boxed.split(":");
  const iv = ivText === undefined ? undefined : fromBase64(ivText);
  const sealed = sealedText === undefined ? undefined : fromBase64(sealedText);
  // A GCM ciphertext is at least its 16-byte tag.
  if (version !== VERSION || rest.length > 0 || iv?.byteLength !== IV_BYTES || !sealed) {
    throw new SecretBoxError("malformed", "Not a v1 secret box value");
  }
  if (sealed.byteLength < 16) throw new SecretBoxError("malformed", "Not a v1 secret box value");
  const key = await importKey(options.env ?? getEnv);
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(params(iv, options.context), key, sealed);
  } catch {
    throw new SecretBoxError(
      "undecryptable",
      "The secret could not be decrypted: it was changed, or the key or context differs",
    );
  }
  return new TextDecoder().decode(plain);
}
