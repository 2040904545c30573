import { useState, type FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { facts } from "@/content/facts";
import { useLocale, useT } from "@/i18n";
import { getSupabase } from "@/lib/supabase";
import { authErrorMessage } from "../auth-errors";
import { AuthMessage } from "./auth-message";
import { NewPasswordField } from "./new-password-field";

/**
 * Shown on /dashboard after a password-reset link signed the user in (PASSWORD_RECOVERY). Saves the
 * new password with updateUser; the auth service's refusal (e.g. a weak password) is worded by its code.
 */
export function SetNewPasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { t } = useT("auth");
  const locale = useLocale();

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
      setError(cause ?? null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">{t("recovery.title")}</h2>
        <CardDescription>{t("recovery.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error ? (
          <AuthMessage kind="error">
            {authErrorMessage(error, t, locale, facts.minPasswordLength)}
          </AuthMessage>
        ) : null}
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-busy={saving}>
          <NewPasswordField
            label={t("recovery.passwordLabel")}
            hint={t("recovery.passwordHint", { min: facts.minPasswordLength })}
            value={password}
            onChange={setPassword}
          />
          <BusyButton busy={saving} busyLabel={t("recovery.submitting")}>
            {t("recovery.submit")}
          </BusyButton>
        </form>
      </CardContent>
    </Card>
  );
}
