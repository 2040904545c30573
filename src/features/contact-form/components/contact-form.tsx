import { CheckCircle2 } from "lucide-react";
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { contactFormCopy as copy } from "@/content/contact";
import { leadFormCopy } from "@/content/lead-forms";
import { submitLead, type LeadFailure } from "@/lib/submit-lead";
import { LEAD_HONEYPOT_FIELD } from "@contract/leads-limits";
import {
  contactFieldMaxLength,
  contactFormFields,
  contactMailtoHref,
  emptyContactForm,
  questionForMessage,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormValues,
} from "../model";
import { ContactField } from "./contact-field";

const fieldId = (field: ContactFormField) => `contact-${field}`;

interface Confirmation {
  firstName: string;
  email: string;
}

interface Failure {
  reason: LeadFailure;
  mailtoHref: string;
}

interface ContactFormProps {
  /** The address's ?vraag= value, checked here: a question to start the message with. */
  question?: string | null;
}

/**
 * The contact form. It validates in the browser, then stores the message as a lead (the `leads`
 * function) and confirms inline. When storing fails, everything typed stays in the fields and the
 * error offers a mailto: link, so the message can still reach us.
 */
export function ContactForm({ question = null }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [sending, setSending] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    const prefill = questionForMessage(question);
    if (!prefill) return;
    // After hydration, not in the first render: the prerendered page has an empty form, and a
    // message or subject the visitor already typed is never replaced.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({
      ...current,
      message: current.message || prefill,
      subject: current.subject || copy.questionSubject,
    }));
  }, [question]);

  const handleChange =
    (field: ContactFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A corrected field drops its message; the next submit checks everything again.
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      setConfirmation(null);
      setFailure(null);
    };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const result = validateContactForm(values);
    setConfirmation(null);
    setFailure(null);
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = contactFormFields.find((field) => result.errors[field]);
      // Move focus to the first field to fix, so keyboard and screen-reader users land on it.
      if (firstInvalid) form.querySelector<HTMLElement>(`#${fieldId(firstInvalid)}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const honeypot = new FormData(form).get(LEAD_HONEYPOT_FIELD);
    const stored = await submitLead({
      kind: "contact",
      ...result.values,
      ...(typeof honeypot === "string" && honeypot ? { website: honeypot } : {}),
    });
    setSending(false);
    if (!stored.ok) {
      setFailure({
        reason: stored.reason,
        mailtoHref: contactMailtoHref(copy.recipient, result.values),
      });
      return;
    }
    setConfirmation({ firstName: result.values.firstName, email: result.values.email });
    setValues(emptyContactForm);
  };

  const fieldProps = (field: ContactFormField) => ({
    id: fieldId(field),
    label: copy.fields[field].label,
    autoComplete: copy.fields[field].autoComplete,
    value: values[field],
    error: errors[field],
    maxLength: contactFieldMaxLength[field],
    onChange: handleChange(field),
  });

  return (
    <form
      noValidate
      aria-label={copy.formLabel}
      aria-busy={sending}
      onSubmit={handleSubmit}
      className="relative space-y-5"
    >
      <p className="text-sm text-muted-foreground">{copy.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField {...fieldProps("firstName")} />
        <ContactField {...fieldProps("lastName")} />
      </div>
      <ContactField {...fieldProps("email")} type="email" />
      <ContactField {...fieldProps("subject")} />
      <ContactField {...fieldProps("message")} multiline />
      <HoneypotField name={LEAD_HONEYPOT_FIELD} label={leadFormCopy.honeypotLabel} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? copy.sendingLabel : copy.submitLabel}
      </Button>
      {failure && (
        <div
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm [overflow-wrap:anywhere]"
        >
          <p className="font-medium text-destructive">{leadFormCopy.errors[failure.reason]}</p>
          <a
            href={failure.mailtoHref}
            className="mt-3 inline-block font-semibold underline underline-offset-4"
          >
            {copy.failure.mailLinkLabel}
          </a>
        </div>
      )}
      <div role="status" aria-live="polite">
        {confirmation && (
          <div className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900 [overflow-wrap:anywhere]">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-0">{copy.success.title(confirmation.firstName)}</span>
            </p>
            <p className="mt-2 text-sm">{copy.success.text(confirmation.email)}</p>
          </div>
        )}
      </div>
    </form>
  );
}
