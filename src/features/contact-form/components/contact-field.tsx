import type { ChangeEvent } from "react";
import { Input, Label, Textarea } from "@/components/ui/input";

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

/** One labelled field with its error message tied to it through aria-describedby. */
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
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: id,
    value,
    onChange,
    autoComplete,
    maxLength,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea {...shared} rows={6} /> : <Input {...shared} type={type} />}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
