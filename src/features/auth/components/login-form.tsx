import { Loader2 } from "lucide-react";
import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import { loginContent } from "@/content/auth";
import { useLoginForm } from "../hooks/use-login-form";
import { AuthMessage } from "./auth-message";
import { GoogleIcon } from "./google-icon";

/**
 * /login's three modes (spec §2, §4): sign in, create account, forgot password. The heading is the
 * page's h1. The password rule is only a hint: the auth service decides (spec §5).
 */
export function LoginForm({
  initialError,
  onModeChange,
}: {
  initialError?: string | null;
  onModeChange?: () => void;
}) {
  const form = useLoginForm({ initialError, onModeChange });
  const copy = loginContent.modes[form.mode];
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
  const busy = form.pending !== null;
  const needsPassword = form.mode !== "forgotPassword";

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

        {form.mode !== "forgotPassword" && (
          <>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => void form.continueWithProvider()}
            >
              {form.pending === "provider" ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <GoogleIcon />
              )}
              {form.pending === "provider"
                ? loginContent.provider.loading
                : loginContent.provider.label}
            </Button>
            <div
              className="flex items-center gap-3 text-xs uppercase text-muted-foreground"
              aria-hidden="true"
            >
              <span className="h-px flex-1 bg-border" />
              {loginContent.provider.divider}
              <span className="h-px flex-1 bg-border" />
            </div>
          </>
        )}

        <form
          className="flex flex-col gap-4"
          onSubmit={handleSubmit}
          aria-busy={form.pending === "submit"}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={emailId}>{loginContent.emailLabel}</Label>
            <Input
              id={emailId}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder={loginContent.emailPlaceholder}
              value={form.email}
              onChange={(event) => form.setEmail(event.target.value)}
            />
          </div>
          {needsPassword && (
            <div className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={passwordId}>{loginContent.passwordLabel}</Label>
                {form.mode === "signIn" && (
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto px-0"
                    onClick={() => form.switchMode("forgotPassword")}
                  >
                    {loginContent.switches.forgotPassword}
                  </Button>
                )}
              </div>
              <Input
                id={passwordId}
                type="password"
                name="password"
                required
                autoComplete={form.mode === "signUp" ? "new-password" : "current-password"}
                aria-describedby={form.mode === "signUp" ? hintId : undefined}
                value={form.password}
                onChange={(event) => form.setPassword(event.target.value)}
              />
              {form.mode === "signUp" && (
                <p id={hintId} className="text-sm text-muted-foreground">
                  {loginContent.passwordHint}
                </p>
              )}
            </div>
          )}
          <Button type="submit" size="lg" disabled={busy}>
            {form.pending === "submit" && <Loader2 className="animate-spin" aria-hidden="true" />}
            {form.pending === "submit" ? copy.submitting : copy.submit}
          </Button>
        </form>

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
