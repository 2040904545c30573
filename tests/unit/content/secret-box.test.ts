import { describe, expect, it } from "vitest";
import {
  decryptSecret,
  encryptSecret,
  SecretBoxError,
} from "../../../supabase/functions/_shared/secrets/secret-box.ts";

const env =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

const KEY_A = Buffer.alloc(32, 7).toString("base64");
const KEY_B = Buffer.alloc(32, 9).toString("base64");
const PROD = "https://abcdefgh.supabase.co";
const withKey = (key: string) => ({
  env: env({ SUPABASE_URL: PROD, CONTENT_ENCRYPTION_KEY: key }),
});
const PASSWORD = "abcd EFGH 1234 ijkl MNOP 5678";

async function failure(promise: Promise<unknown>): Promise<SecretBoxError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SecretBoxError);
  return error as SecretBoxError;
}

describe("secret box (AES-256-GCM)", () => {
  it("round-trips, in the versioned format, with a fresh IV each time", async () => {
    const first = await encryptSecret(PASSWORD, withKey(KEY_A));
    const second = await encryptSecret(PASSWORD, withKey(KEY_A));
    expect(first).toMatch(/^v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("abcd");
    expect(await decryptSecret(first, withKey(KEY_A))).toBe(PASSWORD);
    expect(await decryptSecret(second, withKey(KEY_A))).toBe(PASSWORD);
    const unicode = "wachtwoord met é en ĳ 🔑";
    expect(await decryptSecret(await encryptSecret(unicode, withKey(KEY_A)), withKey(KEY_A))).toBe(
      unicode,
    );
  });

  it("detects tampering with the ciphertext or the IV", async () => {
    const boxed = await encryptSecret(PASSWORD, withKey(KEY_A));
    const [version, iv, sealed] = boxed.split(":") as [string, string, string];
    const bytes = Buffer.from(sealed, "base64");
    bytes[0] = bytes[0]! ^ 1;
    const flipped = `${version}:${iv}:${bytes.toString("base64")}`;
    expect((await failure(decryptSecret(flipped, withKey(KEY_A)))).kind).toBe("undecryptable");
    const ivBytes = Buffer.from(iv, "base64");
    ivBytes[11] = ivBytes[11]! ^ 1;
    const otherIv = `${version}:${ivBytes.toString("base64")}:${sealed}`;
    expect((await failure(decryptSecret(otherIv, withKey(KEY_A)))).kind).toBe("undecryptable");
  });

  it("refuses malformed values", async () => {
    for (const value of ["", "plain", "v2:AAAA:BBBB", "v1:AAAA:BBBB", "v1:!!:??", "v1:a:b:c"]) {
      expect((await failure(decryptSecret(value, withKey(KEY_A)))).kind).toBe("malformed");
    }
  });

  it("fails with the wrong key or the wrong context", async () => {
    const boxed = await encryptSecret(PASSWORD, withKey(KEY_A));
    expect((await failure(decryptSecret(boxed, withKey(KEY_B)))).kind).toBe("undecryptable");

    const bound = await encryptSecret(PASSWORD, { ...withKey(KEY_A), context: "user-1" });
    expect(await decryptSecret(bound, { ...withKey(KEY_A), context: "user-1" })).toBe(PASSWORD);
    const copied = decryptSecret(bound, { ...withKey(KEY_A), context: "user-2" });
    expect((await failure(copied)).kind).toBe("undecryptable");
    expect((await failure(decryptSecret(bound, withKey(KEY_A)))).kind).toBe("undecryptable");
  });

  it("refuses a key that is not 32 bytes of base64", async () => {
    for (const key of ["short", Buffer.alloc(16).toString("base64"), "%%%%"]) {
      const error = await failure(encryptSecret(PASSWORD, withKey(key)));
      expect(error.kind).toBe("bad-key");
      expect(error.message).not.toContain(key);
    }
  });

  it("uses the fixed development key only when SUPABASE_URL is loopback", async () => {
    const local = { env: env({ SUPABASE_URL: "http://127.0.0.1:54321" }) };
    const boxed = await encryptSecret(PASSWORD, local);
    // Deterministic: another process (the emulator after a restart) decrypts it too.
    const alsoLocal = { env: env({ SUPABASE_URL: "http://localhost:54321" }) };
    expect(await decryptSecret(boxed, alsoLocal)).toBe(PASSWORD);
    // ...and it is not the production key.
    expect((await failure(decryptSecret(boxed, withKey(KEY_A)))).kind).toBe("undecryptable");
  });

  it("refuses to encrypt or decrypt in production without the key", async () => {
    const deployments: Record<string, string>[] = [
      { SUPABASE_URL: PROD },
      {},
      { SUPABASE_URL: "x" },
    ];
    for (const values of deployments) {
      const error = await failure(encryptSecret(PASSWORD, { env: env(values) }));
      expect(error.kind).toBe("missing-key");
      expect(error.message).toContain("CONTENT_ENCRYPTION_KEY");
    }
    const boxed = await encryptSecret(PASSWORD, withKey(KEY_A));
    const error = await failure(decryptSecret(boxed, { env: env({ SUPABASE_URL: PROD }) }));
    expect(error.kind).toBe("missing-key");
  });
});
