import { CheckCircle2 } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { contactFormCopy as copy } from "@/content/contact";
import {
  contactFormFields,
  contactMailtoHref,
  emptyContactForm,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormValues,
} from "../model";
import { ContactField } from "./contact-field";

const fieldId = (field: ContactFormField) => `contact-${field}`;

interface Confirmation {
  firstName: string;
  mailtoHref: string;
}

/**
 * The contact form. The spec says submitting makes no call: it validates in the browser and
 * confirms inline. What the visitor typed always stays in the fields, and the confirmation offers
 * a mailto: link so the message can still reach us.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const handleChange =
    (field: ContactFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A corrected field drops its message; the next submit checks everything again.
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      setConfirmation(null);
    };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      setConfirmation(null);
      const firstInvalid = contactFormFields.find((field) => result.errors[field]);
      // Move focus to the first field to fix, so keyboard and screen-reader users land on it.
      if (firstInvalid)
        event.currentTarget.querySelector<HTMLElement>(`#${fieldId(firstInvalid)}`)?.focus();
      return;
    }
    setErrors({});
    setConfirmation({
      firstName: result.values.firstName,
      mailtoHref: contactMailtoHref(copy.recipient, result.values),
    });
  };

  const fieldProps = (field: ContactFormField) => ({
    id: fieldId(field),
    label: copy.fields[field].label,
    autoComplete: copy.fields[field].autoComplete,
    value: values[field],
    error: errors[field],
    onChange: handleChange(field),
  });

  return (
    <form noValidate aria-label={copy.formLabel} onSubmit={handleSubmit} className="space-y-5">
      <p className="text-sm text-muted-foreground">{copy.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField {...fieldProps("firstName")} />
        <ContactField {...fieldProps("lastName")} />
      </div>
      <ContactField {...fieldProps("email")} type="email" />
      <ContactField {...fieldProps("subject")} />
      <ContactField {...fieldProps("message")} multiline />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {copy.submitLabel}
      </Button>
      <div role="status" aria-live="polite">
        {confirmation && (
          <div className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
              {copy.success.title(confirmation.firstName)}
            </p>
            <p className="mt-2 text-sm">{copy.success.text}</p>
            <a
              href={confirmation.mailtoHref}
              className="mt-3 inline-block text-sm font-semibold underline underline-offset-4"
            >
              {copy.success.mailLinkLabel}
            </a>
          </div>
        )}
      </div>
    </form>
  );
}
