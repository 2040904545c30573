import { useState, type FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { recoveryContent } from "@/content/auth";
import { getSupabase } from "@/lib/supabase";
import { AuthMessage } from "./auth-message";

/**
 * Shown on /dashboard after a password-reset link signed the user in (PASSWORD_RECOVERY). Saves the
 * new password with updateUser; the auth service's error (e.g. a weak password) appears as is.
 */
export function SetNewPasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const supabase = await getSupabase();
      const { error: updateError } = await supabase.auth.updateUser({ password });
      if (updateError) throw updateError;
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">{recoveryContent.title}</h2>
        <CardDescription>{recoveryContent.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error && <AuthMessage kind="error">{error}</AuthMessage>}
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-busy={saving}>
          <Field label={recoveryContent.passwordLabel} hint={recoveryContent.passwordHint}>
            {(control) => (
              <Input
                {...control}
                type="password"
                name="new-password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <BusyButton busy={saving} busyLabel={recoveryContent.submitting}>
            {recoveryContent.submit}
          </BusyButton>
        </form>
      </CardContent>
    </Card>
  );
}
