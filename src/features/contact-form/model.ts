import { z } from "zod/mini";
import { contactFormCopy } from "@/content/contact";
import { LEAD_LIMITS } from "@contract/leads-limits";
import { EMAIL_SHAPE } from "@/lib/email-shape";

const { errors } = contactFormCopy;

/** The longest value per field: the `leads` function's limits (the inputs stop typing there). */
export const contactFieldMaxLength = LEAD_LIMITS;

const required = (message: string, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, contactFormCopy.tooLong(max)));

export const contactFormSchema = z.object({
  firstName: required(errors.firstName, LEAD_LIMITS.firstName),
  lastName: required(errors.lastName, LEAD_LIMITS.lastName),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, errors.emailRequired),
      z.maxLength(LEAD_LIMITS.email, contactFormCopy.tooLong(LEAD_LIMITS.email)),
      z.regex(EMAIL_SHAPE, errors.emailInvalid),
    ),
  subject: required(errors.subject, LEAD_LIMITS.subject),
  message: required(errors.message, LEAD_LIMITS.message),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

/** Field order in the form: the first invalid field in this order receives focus. */
export const contactFormFields: readonly ContactFormField[] = [
  "firstName",
  "lastName",
  "email",
  "subject",
  "message",
];

export const emptyContactForm: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  subject: "",
  message: "",
};

export type ContactFormResult =
  | { ok: true; values: z.output<typeof contactFormSchema> }
  | { ok: false; errors: ContactFormErrors };

/** Validates the form; returns the trimmed values or one message per invalid field. */
export function validateContactForm(values: ContactFormValues): ContactFormResult {
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const fieldErrors: ContactFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactFormField;
    // Keep the first message per field (e.g. "required" before "invalid shape").
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, errors: fieldErrors };
}

/**
 * A question a link put in the address (/contact?vraag=…, the help search's offer when it found
 * nothing), for the message field: trimmed, and only when the field itself would take it — an
 * empty or over-long value is ignored rather than cut. It only ever becomes the field's text.
 */
export function questionForMessage(raw: string | null): string | null {
  const question = raw?.trim() ?? "";
  return question !== "" && question.length <= LEAD_LIMITS.message ? question : null;
}

/** A mailto: link carrying the typed message, so the visitor can actually send it. */
export function contactMailtoHref(
  recipient: string,
  values: z.output<typeof contactFormSchema>,
): string {
  const body = `${values.message}\n\n${values.firstName} ${values.lastName}\n${values.email}`;
  return `mailto:${recipient}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(body)}`;
}
