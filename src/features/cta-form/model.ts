import { z } from "zod";

/** Spec §9 "Timers": the simulated send takes 1 s, the success message stays 5 s. */
export const CTA_SUBMIT_DELAY_MS = 1000;
export const CTA_SUCCESS_VISIBLE_MS = 5000;

/**
 * Spec §5: non-space text, an at sign, non-space text, a dot, non-space text. Deliberately looser
 * than RFC 5322: the form only has to catch typos, the real address check is a reply e-mail.
 */
export const CTA_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Surrounding spaces (e.g. from pasting) are forgiven; spaces inside the address are not. */
export const ctaEmailSchema = z.string().trim().min(1).regex(CTA_EMAIL_PATTERN);

export type CtaPhase = "idle" | "submitting" | "success";

/** The trimmed address when it passes the rule, otherwise null. */
export function parseCtaEmail(value: string): string | null {
  const result = ctaEmailSchema.safeParse(value);
  return result.success ? result.data : null;
}
