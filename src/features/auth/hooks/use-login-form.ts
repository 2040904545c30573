import { useState } from "react";
import { paths } from "@/config/paths";
import { activeLocale } from "@/i18n";
import { getSupabase } from "@/lib/supabase";
import { AuthCopyError } from "../auth-errors";
import type { Captcha } from "../captcha/use-captcha";
import {
  authReturnAddress,
  isEmailNotConfirmed,
  isProviderNotEnabled,
  type LoginMode,
} from "../model";
import { startOAuth } from "../oauth";

export type Pending = "submit" | "provider" | "resend" | "code" | null;

/** The green box's message, by its key under auth:messages (rendered in the active language). */
export type LoginSuccess = "confirmEmail" | "resetSent" | "confirmationResent";

export interface LoginFormState {
  mode: LoginMode;
  email: string;
  password: string;
  pending: Pending;
  /** The refusal to show in the red box (an auth error, worded by authErrorMessage), or null. */
  error: unknown;
  success: LoginSuccess | null;
  /** Set after a sign-in refused with 'Email not confirmed': the address a new mail can go to. */
  unconfirmedEmail: string | null;
  /** Set once a sign-in link went out: the address its code belongs to (the code form shows). */
  linkSentTo: string | null;
  code: string;
  setCode: (value: string) => void;
  /** Signs in with the 6-digit code from the sign-in link's e-mail. */
  submitCode: () => Promise<void>;
  /** Back from the code form to the e-mail field (another address, or to send again). */
  editEmail: () => void;
  setEmail: (value: string) => void;
  setPassword: (value: string) => void;
  switchMode: (mode: LoginMode) => void;
  /** Clears the red and green boxes; called on every submit attempt, also one the browser blocks. */
  clearMessages: () => void;
  submit: () => Promise<void>;
  continueWithProvider: () => Promise<void>;
  resendConfirmation: () => Promise<void>;
}

/**
 * Sign in / create account / forgot password against the auth service. Errors are kept as the
 * service's error objects and worded at render time by their code, so switching the language
 * rewords a shown error too; the typed e-mail always survives an error. A successful sign-in needs
 * no handling here: the session appears and the login page redirects.
 */
export function useLoginForm(
  options: {
    initialMode?: LoginMode;
    initialError?: unknown;
    onModeChange?: () => void;
    /** The page to continue to after signing in (a safe returnUrl, e.g. a chosen plan). */
    returnTo?: string | null;
    /**
     * Told true before a password sign-in or sign-up (the session may arrive before the call
     * returns) and false when it brought none: a sign-up awaiting its e-mail is not a sign-in here.
     */
    onSigningIn?: (on: boolean) => void;
    /**
     * The CAPTCHA widget, when this build has one: its token goes with every request the auth
     * service checks (sign-in, sign-up, reset, sign-in link, resend), and it is reset after each.
     */
    captcha?: Pick<Captcha, "token" | "reset">;
  } = {},
): LoginFormState {
  const [mode, setMode] = useState<LoginMode>(options.initialMode ?? "signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<unknown>(options.initialError ?? null);
  const [success, setSuccess] = useState<LoginSuccess | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");

  function clearMessages() {
    setError(null);
    setSuccess(null);
  }

  function switchMode(next: LoginMode) {
    setMode(next);
    clearMessages();
    setUnconfirmedEmail(null);
    setLinkSentTo(null);
    setCode("");
    options.onModeChange?.();
  }

  async function run(kind: Exclude<Pending, null>, action: () => Promise<void>) {
    setPending(kind);
    clearMessages();
    try {
      await action();
    } catch (cause) {
      setError(cause ?? null);
    } finally {
      setPending(null);
    }
  }

  /**
   * A request the auth service may guard with a CAPTCHA. While the widget still waits for the
   * visitor nothing is sent and the form says what to do (the typed fields stay); otherwise the
   * token goes along, and the widget is reset after the attempt, since a token works only once.
   */
  async function runChecked(
    kind: Exclude<Pending, null>,
    action: (captchaToken: string | undefined) => Promise<void>,
  ) {
    const captchaToken = options.captcha?.token();
    if (captchaToken === null) {
      setSuccess(null);
      setError(new AuthCopyError("errors.captchaRequired"));
      return;
    }
    await run(kind, async () => {
      try {
        await action(captchaToken);
      } finally {
        if (captchaToken) options.captcha?.reset();
      }
    });
  }

  const dashboardUrl = () => `${window.location.origin}${paths.dashboard}`;
  // Confirmation and Google links come back through /login with the page to continue to.
  const returnAddress = () => authReturnAddress(window.location.origin, options.returnTo);

  async function submit() {
    await runChecked("submit", async (captchaToken) => {
      setUnconfirmedEmail(null);
      // Only a build with a CAPTCHA sends a token (supabase-js's captchaToken option).
      const checked = captchaToken ? { captchaToken } : {};
      const supabase = await getSupabase();
      if (mode === "signIn") {
        options.onSigningIn?.(true);
        const { data, error: authError } = await supabase.auth.signInWithPassword({
          email,
          password,
          ...(captchaToken ? { options: checked } : {}),
        });
        options.onSigningIn?.(Boolean(data.session));
        if (isEmailNotConfirmed(authError)) setUnconfirmedEmail(email);
        if (authError) throw authError;
      } else if (mode === "signUp") {
        options.onSigningIn?.(true);
        const { data, error: authError } = await supabase.auth.signUp({
          email,
          password,
          // The language the e-mails are written in (user_metadata.locale, read by the templates).
          options: {
            emailRedirectTo: returnAddress(),
            data: { locale: activeLocale() },
            ...checked,
          },
        });
        options.onSigningIn?.(Boolean(data.session));
        if (authError) throw authError;
        // With a session the login page redirects; without one the address must be confirmed first.
        if (!data.session) {
          setPassword("");
          setSuccess("confirmEmail");
        }
      } else if (mode === "magicLink") {
        // An unknown address gets the sign-up confirmation instead, which signs in the same way
        // (link or code); the answer is the same either way, so it tells no one who has an account.
        const { error: authError } = await supabase.auth.signInWithOtp({
          email,
          options: {
            emailRedirectTo: returnAddress(),
            data: { locale: activeLocale() },
            ...checked,
          },
        });
        if (authError) throw authError;
        setLinkSentTo(email);
      } else {
        const { error: authError } = await supabase.auth.resetPasswordForEmail(email, {
          redirectTo: dashboardUrl(),
          ...checked,
        });
        if (authError) throw authError;
        setSuccess("resetSent");
      }
    });
  }

  async function continueWithProvider() {
    await run("provider", async () => {
      const supabase = await getSupabase();
      const outcome = await startOAuth(supabase, returnAddress());
      if (outcome.kind === "error") {
        throw isProviderNotEnabled(outcome.message ?? "")
          ? new AuthCopyError("provider.notEnabled")
          : new AuthCopyError("provider.unavailable", { status: outcome.status });
      }
      window.location.assign(outcome.url);
    });
  }

  async function resendConfirmation() {
    const address = unconfirmedEmail;
    if (!address) return;
    await runChecked("resend", async (captchaToken) => {
      const supabase = await getSupabase();
      // A rate limit ("…after 42 seconds.") is worded with its seconds by authErrorMessage.
      const { error: authError } = await supabase.auth.resend({
        type: "signup",
        email: address,
        options: { emailRedirectTo: returnAddress(), ...(captchaToken ? { captchaToken } : {}) },
      });
      if (authError) throw authError;
      setSuccess("confirmationResent");
    });
  }

  async function submitCode() {
    const address = linkSentTo;
    if (!address) return;
    await run("code", async () => {
      const supabase = await getSupabase();
      options.onSigningIn?.(true);
      const { data, error: authError } = await supabase.auth.verifyOtp({
        email: address,
        token: code.trim(),
        type: "email",
      });
      options.onSigningIn?.(Boolean(data.session));
      // GoTrue answers otp_expired for a wrong code as well: say "code", not "link".
      if (authError?.code === "otp_expired") throw new AuthCopyError("errors.codeInvalid");
      if (authError) throw authError;
    });
  }

  function editEmail() {
    setLinkSentTo(null);
    setCode("");
    clearMessages();
  }

  return {
    mode,
    linkSentTo,
    code,
    setCode,
    submitCode,
    editEmail,
    email,
    password,
    pending,
    error,
    success,
    unconfirmedEmail,
    setEmail,
    setPassword,
    switchMode,
    clearMessages,
    submit,
    continueWithProvider,
    resendConfirmation,
  };
}
