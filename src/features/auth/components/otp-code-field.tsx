import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * The 6-digit code from an auth e-mail (sign-in link, re-authentication): numeric keyboard on a
 * phone, the browser's one-time-code autofill, and anything but digits dropped as it is typed or
 * pasted ("12 34 56" becomes "123456").
 */
export function OtpCodeField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (digits: string) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
        />
      )}
    </Field>
  );
}
