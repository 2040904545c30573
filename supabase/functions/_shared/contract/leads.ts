/**
 * POST /functions/v1/leads: the request of the two lead forms. Used by the `leads` function and by
 * tests; the browser imports only leads-limits.ts (no zod on the public pages) and sends fields
 * its own form validation already checked with the same limits and e-mail rule.
 */
import { z } from "zod";
import { noControlCharacters } from "./control-characters.ts";
import { EMAIL_SHAPE, LEAD_ERRORS, LEAD_HONEYPOT_FIELD, LEAD_LIMITS } from "./leads-limits.ts";

/**
 * "Fill in this field" for a missing or non-string value only. A schema-wide `error` would also
 * word every other problem of the string (too long, which must name the maximum): those get
 * zod's own message in the request's language.
 */
const requiredString = () =>
  z.string({
    error: (issue) => (issue.code === "invalid_type" ? LEAD_ERRORS.required : undefined),
  });

const text = (max: number, multiLine = false) =>
  requiredString()
    .trim()
    .check(noControlCharacters({ multiLine }))
    .min(1, { error: LEAD_ERRORS.required })
    .max(max);

const email = requiredString()
  .trim()
  .check(noControlCharacters())
  .min(1, { error: LEAD_ERRORS.required })
  .max(LEAD_LIMITS.email)
  .regex(EMAIL_SHAPE, { error: LEAD_ERRORS.emailInvalid });

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
  firstName: text(LEAD_LIMITS.firstName),
  lastName: text(LEAD_LIMITS.lastName),
  subject: text(LEAD_LIMITS.subject),
  message: text(LEAD_LIMITS.message, true),
  [LEAD_HONEYPOT_FIELD]: honeypot,
});

export const leadRequestSchema = z.discriminatedUnion("kind", [ctaLeadSchema, contactLeadSchema], {
  error: LEAD_ERRORS.kind,
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;
/** What the browser sends (before trimming). */
export type LeadRequestInput = z.input<typeof leadRequestSchema>;

/** Every accepted submission (a filled honeypot included) gets the same answer. */
export const leadResponseSchema = z.object({ ok: z.literal(true) });
export type LeadResponse = z.infer<typeof leadResponseSchema>;
