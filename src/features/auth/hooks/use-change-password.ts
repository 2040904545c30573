import { useState } from "react";
import { getSupabase } from "@/lib/supabase";

export type ChangePasswordStep = "password" | "code";
export type ChangePasswordSuccess = "saved" | "codeResent";

export interface ChangePasswordState {
  step: ChangePasswordStep;
  password: string;
  code: string;
  pending: "save" | "resend" | null;
  /** The auth service's refusal (worded by authErrorMessage at render time), or null. */
  error: unknown;
  success: ChangePasswordSuccess | null;
  setPassword: (value: string) => void;
  setCode: (value: string) => void;
  /** Saves the password; asks for a mailed code first when the auth service wants one. */
  save: () => Promise<void>;
  resendCode: () => Promise<void>;
}

/** GoTrue's answer when the session is older than 24 hours and secure_password_change is on. */
const REAUTHENTICATION_NEEDED = "reauthentication_needed";

/**
 * 'Wachtwoord wijzigen': updateUser({ password }) at once when the sign-in is recent; otherwise
 * the auth service answers reauthentication_needed, a code is mailed (reauthenticate()) and the
 * password is saved with it as the nonce. The typed password survives every error.
 */
export function useChangePassword(): ChangePasswordState {
  const [step, setStep] = useState<ChangePasswordStep>("password");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [pending, setPending] = useState<ChangePasswordState["pending"]>(null);
  const [error, setError] = useState<unknown>(null);
  const [success, setSuccess] = useState<ChangePasswordSuccess | null>(null);

  async function run(kind: "save" | "resend", action: () => Promise<void>) {
    setPending(kind);
    setError(null);
    setSuccess(null);
    try {
      await action();
    } catch (cause) {
      setError(cause ?? null);
    } finally {
      setPending(null);
    }
  }

  async function sendCode() {
    const supabase = await getSupabase();
    const { error: sendError } = await supabase.auth.reauthenticate();
    if (sendError) throw sendError;
  }

  async function save() {
    await run("save", async () => {
      const supabase = await getSupabase();
      const nonce = step === "code" ? code.trim() : undefined;
      const { error: updateError } = await supabase.auth.updateUser(
        nonce ? { password, nonce } : { password },
      );
      if (updateError?.code === REAUTHENTICATION_NEEDED && step === "password") {
        await sendCode();
        setStep("code");
        return;
      }
      if (updateError) throw updateError;
      setPassword("");
      setCode("");
      setStep("password");
      setSuccess("saved");
    });
  }

  async function resendCode() {
    await run("resend", async () => {
      await sendCode();
      setSuccess("codeResent");
    });
  }

  return {
    step,
    password,
    code,
    pending,
    error,
    success,
    setPassword,
    setCode,
    save,
    resendCode,
  };
}
