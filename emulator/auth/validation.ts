import { validationFailed } from "../http/errors.ts";

// The pattern of badoux/checkmail's ValidateFormat, which GoTrue uses.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Lower-cased, validated address (400 validation_failed otherwise). */
export function validateEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > 255) throw validationFailed("An email address is too long");
  if (!EMAIL_PATTERN.test(trimmed)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  return trimmed.toLowerCase();
}
