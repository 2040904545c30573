/**
 * POST /functions/v1/leads: the request of the two lead forms. Used by the `leads` function and by
 * tests; the browser imports only leads-limits.ts (no zod on the public pages) and sends fields
 * its own form validation already checked with the same limits and e-mail rule.
 */
import { z } from "zod";
import { EMAIL_SHAPE, LEAD_HONEYPOT_FIELD, LEAD_LIMITS } from "./leads-limits.ts";

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} is too long (at most ${max} characters)` });

const email = z
  .string({ error: "email must be a string" })
  .trim()
  .min(1, { error: "email is required" })
  .max(LEAD_LIMITS.email, { error: `email is too long (at most ${LEAD_LIMITS.email} characters)` })
  .regex(EMAIL_SHAPE, { error: "email is not a valid e-mail address" });

/** The honeypot: any string is accepted here, the handler decides what a filled one means. */
const honeypot = z
  .string({ error: `${LEAD_HONEYPOT_FIELD} must be a string` })
  .max(2000)
  .optional();

export const ctaLeadSchema = z.object({
  kind: z.literal("cta"),
  email,
  [LEAD_HONEYPOT_FIELD]: honeypot,
});

export const contactLeadSchema = z.object({
  kind: z.literal("contact"),
  email,
  firstName: text("firstName", LEAD_LIMITS.firstName),
  lastName: text("lastName", LEAD_LIMITS.lastName),
  subject: text("subject", LEAD_LIMITS.subject),
  message: text("message", LEAD_LIMITS.message),
  [LEAD_HONEYPOT_FIELD]: honeypot,
});

export const leadRequestSchema = z.discriminatedUnion("kind", [ctaLeadSchema, contactLeadSchema], {
  error: "kind must be 'cta' or 'contact'",
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;
/** What the browser sends (before trimming). */
export type LeadRequestInput = z.input<typeof leadRequestSchema>;

/** Every accepted submission (a filled honeypot included) gets the same answer. */
export const leadResponseSchema = z.object({ ok: z.literal(true) });
export type LeadResponse = z.infer<typeof leadResponseSchema>;
