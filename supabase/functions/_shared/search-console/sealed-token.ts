import { decryptSecret, SecretBoxError } from "../secrets/secret-box.ts";

/**
 * The stored refresh token, or null when it no longer decrypts (CONTENT_ENCRYPTION_KEY was
 * changed, or the value was damaged): like a revoked grant, only a reconnect helps. A missing or
 * malformed key is a deployment error and still throws.
 */
export async function unsealedToken(sealed: string, userId: string): Promise<string | null> {
  try {
    return await decryptSecret(sealed, { context: userId });
  } catch (error) {
    if (error instanceof SecretBoxError && ["malformed", "undecryptable"].includes(error.kind)) {
      return null;
    }
    throw error;
  }
}
