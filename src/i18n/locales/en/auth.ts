import type { Catalogue } from "../../catalogue";

export const auth: Catalogue["auth"] = {
  modes: {
    signIn: {
      title: "Sign In",
      description: "Sign in to see your reports, keywords and blog drafts.",
      submit: "Sign In",
      submitting: "Signing in...",
    },
    signUp: {
      title: "Create Account",
      description: "Create your Vindbaar account and let AI take care of your SEO every month.",
      submit: "Create Account",
      submitting: "Creating account...",
    },
    magicLink: {
      title: "Sign in with an email link",
      description:
        "Enter your email address. We will send you a sign-in link and a 6-digit code, no password needed.",
      submit: "Email me a sign-in link",
      submitting: "Sending sign-in link...",
    },
    forgotPassword: {
      title: "Reset Password",
      description:
        "Enter the e-mail address of your account and we will send you a link to choose a new password.",
      submit: "Send Reset Link",
      submitting: "Sending reset link...",
    },
  },
  emailLabel: "Email",
  emailPlaceholder: "you@company.com",
  passwordLabel: "Password",
  passwordHint: "Password must be at least {{min}} characters.",
  provider: {
    label: "Continue with Google",
    loading: "Redirecting to Google...",
    divider: "or",
    notEnabled:
      "Google sign-in is not enabled here. Sign in with your e-mail address and password.",
    unavailable: "Google sign-in is not available right now (HTTP {{status}}).",
  },
  switches: {
    toSignUp: { prompt: "Don't have an account?", action: "Create an account" },
    toSignIn: { prompt: "Already have an account?", action: "Sign in" },
    forgotPassword: "Forgot password?",
    magicLink: "Email me a sign-in link",
    backToSignIn: "Back to sign in",
  },
  messages: {
    confirmEmail: "Check your email for the confirmation link!",
    resetSent: "Password reset email sent! Check your inbox.",
    confirmationResent: "We sent a new confirmation e-mail. Check your inbox.",
  },
  magicLink: {
    sent: "We sent a sign-in link and a code to {{email}}. Click the link in the email or type the code below.",
    codeLabel: "Code from the email",
    codeHint: "6 digits",
    submit: "Sign in with code",
    submitting: "Checking code...",
    resend: "Send a new sign-in link",
    resending: "Sending sign-in link...",
    otherEmail: "Use another email address",
  },
  changePassword: {
    title: "Change password",
    description: "Choose a new password for {{email}}.",
    passwordLabel: "New password",
    passwordHint: "At least {{min}} characters.",
    submit: "Save password",
    submitting: "Saving...",
    codeSent:
      "You have been signed in for a while, so first confirm it is you: we sent a code to {{email}}.",
    codeLabel: "Code from the email",
    confirm: "Confirm and save",
    confirming: "Confirming...",
    resend: "Send a new code",
    resending: "Sending code...",
    resent: "We sent a new code. Check your inbox.",
    success: "Your password has been changed.",
  },
  resendConfirmation: {
    label: "Resend confirmation e-mail",
    loading: "Sending confirmation e-mail...",
  },
  session: {
    loading: "Loading authentication state",
    redirectingToDashboard: "Redirecting to Dashboard",
    redirecting: "Redirecting",
    signOut: "Sign Out",
    signingOut: "Signing out...",
    fallbackName: "User",
  },
  recovery: {
    title: "Set a new password",
    description: "You opened a password reset link. Choose a new password for your account.",
    passwordLabel: "New password",
    passwordHint: "At least {{min}} characters.",
    submit: "Save new password",
    submitting: "Saving...",
    success: "Your password has been updated. You are signed in.",
  },
  captcha: {
    loading: "Loading the check that you are not a robot...",
    unavailable:
      "The check that you are not a robot could not load. Check your internet connection or ad blocker and reload the page.",
  },
  // The auth service's own wording where it is fixed.
  errors: {
    invalidCredentials: "Invalid login credentials",
    emailNotConfirmed: "Email not confirmed",
    userAlreadyExists: "User already registered",
    weakPasswordLength: "Password should be at least {{min}} characters.",
    weakPasswordCharacters:
      "Password should contain lowercase and uppercase letters, digits and symbols.",
    weakPasswordPwned:
      "This password is known from data breaches. Choose one you use nowhere else.",
    samePassword: "New password should be different from the old password.",
    emailRateLimitWait_one:
      "For security purposes, you can only request this after {{count}} second.",
    emailRateLimitWait_other:
      "For security purposes, you can only request this after {{count}} seconds.",
    emailRateLimit: "Email rate limit exceeded. Please try again later.",
    requestRateLimit: "Request rate limit reached. Please wait a moment and try again.",
    linkExpired: "Email link is invalid or has expired",
    codeInvalid: "This code is wrong or has expired. Check the code or request a new one.",
    invalidEmail: "Enter a valid e-mail address.",
    signupDisabled: "Signing up is not possible right now.",
    userBanned: "This account is blocked. Please contact us.",
    captchaRequired: "Please complete the check that you are not a robot first.",
    captchaFailed:
      "The check that you are not a robot failed or expired. Please do the check again and retry.",
    network: "The sign-in service cannot be reached. Check your connection and try again.",
    unknown: "Something went wrong while signing in. Please try again.",
  },
};
