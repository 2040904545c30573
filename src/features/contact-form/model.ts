import { z } from "zod";
import { contactFormCopy } from "@/content/contact";

const { errors } = contactFormCopy;

/**
 * The same e-mail shape the call-to-action form checks (spec §5): non-space text, an at sign,
 * non-space text, a dot, non-space text. Deliberately loose: the mail server has the last word.
 */
export const EMAIL_SHAPE = /^\S+@\S+\.\S+$/;

const required = (message: string) => z.string().trim().min(1, message);

export const contactFormSchema = z.object({
  firstName: required(errors.firstName),
  lastName: required(errors.lastName),
  email: required(errors.emailRequired).regex(EMAIL_SHAPE, errors.emailInvalid),
  subject: required(errors.subject),
  message: required(errors.message),
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

/** A mailto: link carrying the typed message, so the visitor can actually send it. */
export function contactMailtoHref(
  recipient: string,
  values: z.output<typeof contactFormSchema>,
): string {
  const body = `${values.message}\n\n${values.firstName} ${values.lastName}\n${values.email}`;
  return `mailto:${recipient}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(body)}`;
}
