import { MailCheck } from "lucide-react";
import type { FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { loginContent, type LoginMode } from "@/content/auth";
import { useGoogleSignIn } from "../hooks/use-google-sign-in";
import { useLoginForm } from "../hooks/use-login-form";
import { AuthMessage } from "./auth-message";
import { GoogleIcon } from "./google-icon";

/**
 * /login's three modes (spec §2, §4): sign in, create account, forgot password. The heading is the
 * page's h1. The password rule is only a hint: the auth service decides (spec §5).
 */
export function LoginForm({
  initialMode,
  initialError,
  onModeChange,
  returnTo,
  onSigningIn,
}: {
  initialMode?: LoginMode;
  initialError?: string | null;
  onModeChange?: () => void;
  /** The page to continue to after signing in; e-mail and Google links lead back to it. */
  returnTo?: string | null;
  /** True while a sign-in started in this form may create the session, false when it did not. */
  onSigningIn?: (on: boolean) => void;
}) {
  const form = useLoginForm({ initialMode, initialError, onModeChange, returnTo, onSigningIn });
  const copy = loginContent.modes[form.mode];
  const busy = form.pending !== null;
  const needsPassword = form.mode !== "forgotPassword";
  const google = useGoogleSignIn();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.title}</h1>
        <p className="text-sm text-muted-foreground">{copy.description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {form.error && <AuthMessage kind="error">{form.error}</AuthMessage>}
        {form.success && <AuthMessage kind="success">{form.success}</AuthMessage>}
        {form.mode === "signIn" && form.unconfirmedEmail && (
          <BusyButton
            type="button"
            variant="outline"
            busy={form.pending === "resend"}
            busyLabel={loginContent.resendConfirmation.loading}
            icon={<MailCheck aria-hidden="true" />}
            disabled={busy}
            onClick={() => void form.resendConfirmation()}
          >
            {loginContent.resendConfirmation.label}
          </BusyButton>
        )}

        <form
          className="flex flex-col gap-4"
          onSubmit={handleSubmit}
          aria-busy={form.pending === "submit"}
        >
          <Field label={loginContent.emailLabel}>
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder={loginContent.emailPlaceholder}
                value={form.email}
                onChange={(event) => form.setEmail(event.target.value)}
              />
            )}
          </Field>
          {needsPassword && (
            <Field
              label={loginContent.passwordLabel}
              hint={form.mode === "signUp" ? loginContent.passwordHint : undefined}
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
          {/* A click (or Enter, which clicks this button) clears the old message before the
              browser's own checks run: a blocked attempt must not leave a stale error behind. */}
          <BusyButton
            size="lg"
            busy={form.pending === "submit"}
            busyLabel={copy.submitting}
            disabled={busy}
            onClick={form.clearMessages}
          >
            {copy.submit}
          </BusyButton>
        </form>
        {/* After the submit button, not beside the password label: Tab from the e-mail must reach
            the password, and Enter in either field must sign in, never open the reset form. */}
        {form.mode === "signIn" && (
          <p className="-mt-2 text-center text-sm">
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto px-1 py-0"
              onClick={() => form.switchMode("forgotPassword")}
            >
              {loginContent.switches.forgotPassword}
            </Button>
          </p>
        )}
        {/* Below the form, so its late arrival moves nothing the visitor is typing in. */}
        {form.mode !== "forgotPassword" && google === "offered" && (
          <>
            <div
              className="flex items-center gap-3 text-xs uppercase text-muted-foreground"
              aria-hidden="true"
            >
              <span className="h-px flex-1 bg-border" />
              {loginContent.provider.divider}
              <span className="h-px flex-1 bg-border" />
            </div>
            <BusyButton
              type="button"
              variant="outline"
              busy={form.pending === "provider"}
              busyLabel={loginContent.provider.loading}
              icon={<GoogleIcon />}
              disabled={busy}
              onClick={() => void form.continueWithProvider()}
            >
              {loginContent.provider.label}
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
  const { switches } = loginContent;
  const linkClass = "h-auto px-1 py-0 align-baseline";
  if (mode === "forgotPassword") {
    return (
      <p className="text-center text-sm">
        <Button
          type="button"
          variant="link"
          size="sm"
          className={linkClass}
          onClick={() => onSwitch("signIn")}
        >
          {switches.backToSignIn}
        </Button>
      </p>
    );
  }
  const toSignUp = mode === "signIn";
  const text = toSignUp ? switches.toSignUp : switches.toSignIn;
  return (
    <p className="text-center text-sm text-muted-foreground">
      {text.prompt}
      <Button
        type="button"
        variant="link"
        size="sm"
        className={linkClass}
        onClick={() => onSwitch(toSignUp ? "signUp" : "signIn")}
      >
        {text.action}
      </Button>
    </p>
  );
}
