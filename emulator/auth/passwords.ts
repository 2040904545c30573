import bcrypt from "bcryptjs";
import { ApiError, validationFailed } from "../http/errors.ts";

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}

/** GoTrue's checkPasswordStrength: bcrypt's 72-byte limit, then the minimum length. */
export function assertPasswordStrength(password: string, minLength: number): void {
  if (Buffer.byteLength(password, "utf8") > 72) {
    throw validationFailed("Password cannot be longer than 72 characters");
  }
  if ([...password].length < minLength) {
    throw new ApiError(
      422,
      "weak_password",
      `Password should be at least ${minLength} characters.`,
      {
        weak_password: { reasons: ["length"] },
      },
    );
  }
}
