import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** A new password (after a reset link, or 'Wachtwoord wijzigen'): the browser may suggest one. */
export function NewPasswordField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
