import type { FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { facts } from "@/content/facts";
import { useLocale, useT } from "@/i18n";
import { authErrorMessage } from "../auth-errors";
import { useChangePassword } from "../hooks/use-change-password";
import { useSession } from "../session-context";
import { AuthMessage } from "./auth-message";
import { NewPasswordField } from "./new-password-field";
import { OtpCodeField } from "./otp-code-field";

/**
 * 'Wachtwoord wijzigen' (/dashboard/password): a new password, and when the sign-in is older than
 * a day the code the auth service mails first (re-authentication). The page's h1 is the title.
 */
export function ChangePasswordForm() {
  const form = useChangePassword();
  const { user } = useSession();
  const { t } = useT("auth");
  const locale = useLocale();
  const email = user?.email ?? "";
  const busy = form.pending !== null;
  const codeStep = form.step === "code";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.save();
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("changePassword.title")}
        </h1>
        <CardDescription>{t("changePassword.description", { email })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {form.error ? (
          <AuthMessage kind="error">
            {authErrorMessage(form.error, t, locale, facts.minPasswordLength)}
          </AuthMessage>
        ) : null}
        {form.success === "saved" && (
          <AuthMessage kind="success">{t("changePassword.success")}</AuthMessage>
        )}
        {codeStep && (
          <AuthMessage kind="success">
            {form.success === "codeResent"
              ? t("changePassword.resent")
              : t("changePassword.codeSent", { email })}
          </AuthMessage>
        )}
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-busy={busy}>
          <NewPasswordField
            label={t("changePassword.passwordLabel")}
            hint={t("changePassword.passwordHint", { min: facts.minPasswordLength })}
            value={form.password}
            onChange={form.setPassword}
          />
          {codeStep && (
            <OtpCodeField
              label={t("changePassword.codeLabel")}
              hint={t("magicLink.codeHint")}
              value={form.code}
              onChange={form.setCode}
            />
          )}
          <BusyButton
            busy={form.pending === "save"}
            busyLabel={t(codeStep ? "changePassword.confirming" : "changePassword.submitting")}
            disabled={busy}
          >
            {t(codeStep ? "changePassword.confirm" : "changePassword.submit")}
          </BusyButton>
        </form>
        {codeStep && (
          <BusyButton
            type="button"
            variant="link"
            size="sm"
            className="h-auto self-center px-1 py-0"
            busy={form.pending === "resend"}
            busyLabel={t("changePassword.resending")}
            disabled={busy}
            onClick={() => void form.resendCode()}
          >
            {t("changePassword.resend")}
          </BusyButton>
        )}
      </CardContent>
    </Card>
  );
}
