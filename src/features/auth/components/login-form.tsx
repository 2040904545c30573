import { MailCheck } from "lucide-react";
import type { FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { facts } from "@/content/facts";
import { useLocale, useT } from "@/i18n";
import { authErrorMessage } from "../auth-errors";
import { useCaptcha, type Captcha } from "../captcha/use-captcha";
import { useGoogleSignIn } from "../hooks/use-google-sign-in";
import { useLoginForm, type LoginFormState } from "../hooks/use-login-form";
import type { LoginMode } from "../model";
import { AuthMessage } from "./auth-message";
import { CaptchaField } from "./captcha-field";
import { OtpCodeField } from "./otp-code-field";
import { GoogleIcon } from "./google-icon";

/**
 * /login's modes: sign in, create account, forgot password, and sign-in by e-mail link (then the
 * link's 6-digit code can be typed here). The heading is the page's h1.
 * The password rule is only a hint: the auth service decides. Messages come from the auth
 * catalogue in the active language, the service's refusals worded by their code.
 */
export function LoginForm({
  initialMode,
  initialError,
  onModeChange,
  returnTo,
  onSigningIn,
}: {
  initialMode?: LoginMode;
  initialError?: unknown;
  onModeChange?: () => void;
  /** The page to continue to after signing in; e-mail and Google links lead back to it. */
  returnTo?: string | null;
  /** True while a sign-in started in this form may create the session, false when it did not. */
  onSigningIn?: (on: boolean) => void;
}) {
  const { t } = useT("auth");
  const locale = useLocale();
  const captcha = useCaptcha(locale);
  const form = useLoginForm({
    initialMode,
    initialError,
    onModeChange,
    returnTo,
    onSigningIn,
    captcha,
  });
  const busy = form.pending !== null;
  const needsPassword = form.mode === "signIn" || form.mode === "signUp";
  const codeStep = form.mode === "magicLink" && form.linkSentTo !== null;
  const google = useGoogleSignIn();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t(`modes.${form.mode}.title`)}
        </h1>
        <p className="text-sm text-muted-foreground">{t(`modes.${form.mode}.description`)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {form.error ? (
          <AuthMessage kind="error">
            {authErrorMessage(form.error, t, locale, facts.minPasswordLength)}
          </AuthMessage>
        ) : null}
        {form.success && <AuthMessage kind="success">{t(`messages.${form.success}`)}</AuthMessage>}
        {form.mode === "signIn" && form.unconfirmedEmail && (
          <BusyButton
            type="button"
            variant="outline"
            busy={form.pending === "resend"}
            busyLabel={t("resendConfirmation.loading")}
            icon={<MailCheck aria-hidden="true" />}
            disabled={busy}
            onClick={() => void form.resendConfirmation()}
          >
            {t("resendConfirmation.label")}
          </BusyButton>
        )}

        {codeStep ? (
          <MagicLinkCode form={form} captcha={captcha} />
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={handleSubmit}
            aria-busy={form.pending === "submit"}
          >
            <Field label={t("emailLabel")}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder={t("emailPlaceholder")}
                  value={form.email}
                  onChange={(event) => form.setEmail(event.target.value)}
                />
              )}
            </Field>
            {needsPassword && (
              <Field
                label={t("passwordLabel")}
                hint={
                  form.mode === "signUp"
                    ? t("passwordHint", { min: facts.minPasswordLength })
                    : undefined
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    name="password"
                    required
                    autoComplete={form.mode === "signUp" ? "new-password" : "current-password"}
                    value={form.password}
                    onChange={(event) => form.setPassword(event.target.value)}
                  />
                )}
              </Field>
            )}
            <CaptchaField captcha={captcha} />
            {/* A click (or Enter, which clicks this button) clears the old message before the
              browser's own checks run: a blocked attempt must not leave a stale error behind. */}
            <BusyButton
              size="lg"
              busy={form.pending === "submit"}
              busyLabel={t(`modes.${form.mode}.submitting`)}
              disabled={busy}
              onClick={form.clearMessages}
            >
              {t(`modes.${form.mode}.submit`)}
            </BusyButton>
          </form>
        )}
        {/* After the submit button, not beside the password label: Tab from the e-mail must reach
            the password, and Enter in either field must sign in, never open the reset form. */}
        {form.mode === "signIn" && (
          <p className="-mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto px-1 py-0"
              onClick={() => form.switchMode("forgotPassword")}
            >
              {t("switches.forgotPassword")}
            </Button>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto px-1 py-0"
              onClick={() => form.switchMode("magicLink")}
            >
              {t("switches.magicLink")}
            </Button>
          </p>
        )}
        {/* Below the form, so its late arrival moves nothing the visitor is typing in. */}
        {needsPassword && google === "offered" && (
          <>
            <div
              className="flex items-center gap-3 text-xs uppercase text-muted-foreground"
              aria-hidden="true"
            >
              <span className="h-px flex-1 bg-border" />
              {t("provider.divider")}
              <span className="h-px flex-1 bg-border" />
            </div>
            <BusyButton
              type="button"
              variant="outline"
              busy={form.pending === "provider"}
              busyLabel={t("provider.loading")}
              icon={<GoogleIcon />}
              disabled={busy}
              onClick={() => void form.continueWithProvider()}
            >
              {t("provider.label")}
            </BusyButton>
          </>
        )}

        <ModeSwitches mode={form.mode} onSwitch={form.switchMode} />
      </CardContent>
    </Card>
  );
}

function ModeSwitches({
  mode,
  onSwitch,
}: {
  mode: ReturnType<typeof useLoginForm>["mode"];
  onSwitch: ReturnType<typeof useLoginForm>["switchMode"];
}) {
  const { t } = useT("auth");
  const linkClass = "h-auto px-1 py-0 align-baseline";
  if (mode === "forgotPassword" || mode === "magicLink") {
    return (
      <p className="text-center text-sm">
        <Button
          type="button"
          variant="link"
          size="sm"
          className={linkClass}
          onClick={() => onSwitch("signIn")}
        >
          {t("switches.backToSignIn")}
        </Button>
      </p>
    );
  }
  const toSignUp = mode === "signIn";
  const text = toSignUp ? "switches.toSignUp" : "switches.toSignIn";
  return (
    <p className="text-center text-sm text-muted-foreground">
      {t(`${text}.prompt`)}
      <Button
        type="button"
        variant="link"
        size="sm"
        className={linkClass}
        onClick={() => onSwitch(toSignUp ? "signUp" : "signIn")}
      >
        {t(`${text}.action`)}
      </Button>
    </p>
  );
}

/**
 * After 'Stuur me een inloglink': the link in the e-mail signs in by itself; this form takes the
 * 6-digit code from the same e-mail instead (handy when the mail is read on another device).
 */
function MagicLinkCode({ form, captcha }: { form: LoginFormState; captcha: Captcha }) {
  const { t } = useT("auth");
  const busy = form.pending !== null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submitCode();
  }

  return (
    <>
      <AuthMessage kind="success">{t("magicLink.sent", { email: form.linkSentTo })}</AuthMessage>
      <form
        className="flex flex-col gap-4"
        onSubmit={handleSubmit}
        aria-busy={form.pending === "code"}
      >
        <OtpCodeField
          label={t("magicLink.codeLabel")}
          hint={t("magicLink.codeHint")}
          value={form.code}
          onChange={form.setCode}
        />
        <BusyButton
          size="lg"
          busy={form.pending === "code"}
          busyLabel={t("magicLink.submitting")}
          disabled={busy}
          onClick={form.clearMessages}
        >
          {t("magicLink.submit")}
        </BusyButton>
      </form>
      {/* Only a new link needs the check; the code itself does not. */}
      <CaptchaField captcha={captcha} />
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        <BusyButton
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-1 py-0"
          busy={form.pending === "submit"}
          busyLabel={t("magicLink.resending")}
          disabled={busy}
          onClick={() => void form.submit()}
        >
          {t("magicLink.resend")}
        </BusyButton>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-1 py-0"
          disabled={busy}
          onClick={form.editEmail}
        >
          {t("magicLink.otherEmail")}
        </Button>
      </div>
    </>
  );
}
