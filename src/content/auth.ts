import { facts } from "./facts";

/**
 * Copy for /login, the session states and sign-out. The customer area's auth screens are English
 * (spec §1); the quoted texts of spec §2, §4 and §7 are kept exactly.
 */
export type LoginMode = "signIn" | "signUp" | "forgotPassword";

export interface LoginModeCopy {
  title: string;
  description: string;
  submit: string;
  submitting: string;
}

export const loginContent = {
  modes: {
    signIn: {
      title: "Sign In",
      description: "Welcome back. Sign in to see your reports, keywords and blog drafts.",
      submit: "Sign In",
      submitting: "Signing in...",
    },
    signUp: {
      title: "Create Account",
      description: "Create your Vindbaar account and let AI take care of your SEO every month.",
      submit: "Create Account",
      submitting: "Creating account...",
    },
    forgotPassword: {
      title: "Reset Password",
      description:
        "Enter the e-mail address of your account and we will send you a link to choose a new password.",
      submit: "Send Reset Link",
      submitting: "Sending reset link...",
    },
  } satisfies Record<LoginMode, LoginModeCopy>,
  emailLabel: "Email",
  emailPlaceholder: "you@company.com",
  passwordLabel: "Password",
  passwordHint: `Password must be at least ${facts.minPasswordLength} characters.`,
  provider: {
    label: "Continue with Google",
    loading: "Redirecting to Google...",
    divider: "or",
    /** The auth service refused because the provider is off on this project (Dutch on purpose). */
    notEnabled:
      "Inloggen met Google is hier niet ingeschakeld. Log in met je e-mailadres en wachtwoord.",
    /** Shown when the auth service rejects the provider without a readable message. */
    fallbackError: (status: number) =>
      `Google sign-in is not available right now (HTTP ${status}).`,
  },
  switches: {
    toSignUp: { prompt: "Don't have an account?", action: "Create an account" },
    toSignIn: { prompt: "Already have an account?", action: "Sign in" },
    forgotPassword: "Forgot password?",
    backToSignIn: "Back to sign in",
  },
  messages: {
    confirmEmail: "Check your email for the confirmation link!",
    resetSent: "Password reset email sent! Check your inbox.",
    confirmationResent: "We sent a new confirmation e-mail. Check your inbox.",
  },
  resendConfirmation: {
    label: "Resend confirmation e-mail",
    loading: "Sending confirmation e-mail...",
  },
} as const;

export const sessionContent = {
  loading: "Loading authentication state",
  redirectingToDashboard: "Redirecting to Dashboard",
  redirecting: "Redirecting",
  signOut: "Sign Out",
  signingOut: "Signing out...",
  fallbackName: "User",
} as const;

export const recoveryContent = {
  title: "Set a new password",
  description: "You opened a password reset link. Choose a new password for your account.",
  passwordLabel: "New password",
  passwordHint: `At least ${facts.minPasswordLength} characters.`,
  submit: "Save new password",
  submitting: "Saving...",
  success: "Your password has been updated. You are signed in.",
} as const;
