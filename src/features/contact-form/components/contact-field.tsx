import type { ChangeEvent } from "react";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { formFieldContent } from "@/content/forms";

interface ContactFieldProps {
  id: string;
  label: string;
  value: string;
  autoComplete: string;
  error?: string;
  type?: "text" | "email";
  multiline?: boolean;
  maxLength?: number;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** One required contact-form field on the shared Field (label, error, aria wiring). */
export function ContactField({
  id,
  label,
  value,
  autoComplete,
  error,
  type = "text",
  multiline,
  maxLength,
  onChange,
}: ContactFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      maxLength={maxLength}
      cutNotice={formFieldContent.pasteCut}
    >
      {(control) => {
        const shared = {
          ...control,
          name: id,
          value,
          onChange,
          autoComplete,
          required: true,
        };
        return multiline ? <Textarea {...shared} rows={6} /> : <Input {...shared} type={type} />;
      }}
    </Field>
  );
}
