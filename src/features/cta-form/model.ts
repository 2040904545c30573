// zod/mini: the same validation at a fraction of the size on the home page.
import { z } from "zod/mini";
import { LEAD_LIMITS } from "@contract/leads-limits";
import { EMAIL_SHAPE } from "@/lib/email-shape";

/** Spec §9 "Timers": the simulated send takes 1 s, the success message stays 5 s. */
export const CTA_SUBMIT_DELAY_MS = 1000;
export const CTA_SUCCESS_VISIBLE_MS = 5000;

/** Spec §5's e-mail rule (shared with the contact form). */
export const CTA_EMAIL_PATTERN = EMAIL_SHAPE;

/** Longest address accepted (RFC 5321); the field itself stops typing there too. */
export const CTA_EMAIL_MAX_LENGTH = LEAD_LIMITS.email;

/** Surrounding spaces (e.g. from pasting) are forgiven; spaces inside the address are not. */
export const ctaEmailSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(CTA_EMAIL_MAX_LENGTH), z.regex(CTA_EMAIL_PATTERN));

export type CtaPhase = "idle" | "submitting" | "success";

/** The trimmed address when it passes the rule, otherwise null. */
export function parseCtaEmail(value: string): string | null {
  const result = ctaEmailSchema.safeParse(value);
  return result.success ? result.data : null;
}
