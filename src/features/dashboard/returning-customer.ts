/** The parts of a Supabase user that say how often they signed in (GoTrue's User JSON). */
export interface SignInHistory {
  created_at?: string;
  confirmed_at?: string;
  email_confirmed_at?: string;
  last_sign_in_at?: string;
}

/**
 * How long after the account was confirmed (or created) its first sign-in may come: confirming
 * the e-mail address, or signing up with Google, signs in at once; a password sign-in right after
 * confirming in another browser comes within minutes.
 */
export const FIRST_SIGN_IN_WINDOW_MS = 30 * 60 * 1000;

/**
 * Whether the dashboard welcomes the customer back: GoTrue moves `last_sign_in_at` on every new
 * sign-in (not on a token refresh), so a last sign-in well after the account was confirmed means
 * there was an earlier one. A brand-new customer's only sign-in is the one that confirmed the
 * account; without these dates the customer is treated as new (a plain "Welkom" is never wrong).
 */
export function isReturningCustomer(user: SignInHistory | null | undefined): boolean {
  const lastSignIn = Date.parse(user?.last_sign_in_at ?? "");
  const firstPossible = Date.parse(
    user?.confirmed_at ?? user?.email_confirmed_at ?? user?.created_at ?? "",
  );
  if (Number.isNaN(lastSignIn) || Number.isNaN(firstPossible)) return false;
  return lastSignIn - firstPossible > FIRST_SIGN_IN_WINDOW_MS;
}
