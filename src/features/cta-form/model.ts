import { EMAIL_MAX_LENGTH, EMAIL_SHAPE } from "@/lib/email-shape";

/** The simulated send takes 1 s, the success message stays 5 s (docs/contracts/product-rules.md §3). */
export const CTA_SUBMIT_DELAY_MS = 1000;
export const CTA_SUCCESS_VISIBLE_MS = 5000;

/** The public forms' e-mail rule (docs/contracts/product-rules.md §4; shared with the contact form). */
export const CTA_EMAIL_PATTERN = EMAIL_SHAPE;

/** Longest address accepted (RFC 5321); the field itself stops typing there too. */
export const CTA_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;

export type CtaPhase = "idle" | "submitting" | "success";

/**
 * The trimmed address when it passes the rule, otherwise null. Surrounding spaces (e.g. from
 * pasting) are forgiven; spaces inside the address are not. A plain check rather than zod: this
 * one field is the home page's only validation before interaction, and zod's core was 16 KB gz
 * evaluated while the page hydrates (issue 13, Total Blocking Time). The `leads` function
 * validates the same rule with the contract's zod schema.
 */
export function parseCtaEmail(value: string): string | null {
  const email = value.trim();
  if (email.length === 0 || email.length > CTA_EMAIL_MAX_LENGTH) return null;
  return CTA_EMAIL_PATTERN.test(email) ? email : null;
}
