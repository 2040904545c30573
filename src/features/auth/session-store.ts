import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { reportSessionEnded } from "@/lib/session-end";
import { onSessionRejected } from "@/lib/session-rejection";
import { getSupabase, hasStoredSession } from "@/lib/supabase";

/**
 * The browser's auth state, kept outside React so that StrictMode's double effects, route changes
 * and several subscribers never create a second auth listener. SessionProvider reads it with
 * useSyncExternalStore; only `start()` ever loads supabase-js.
 */
export type SessionStatus = "initial" | "loading" | "ready";

export interface SessionSnapshot {
  /** "initial" until the first check ran, "ready" once the session is known. */
  status: SessionStatus;
  session: Session | null;
  /** True after a password-recovery link signed the user in, until a new password is saved. */
  recovery: boolean;
  /** An error the auth service put in the address (e.g. an expired e-mail link). */
  urlError: Error | null;
  /** A function refused the session (401): it was ended here; the guard asks to sign in again. */
  rejected: boolean;
  /** The user pressed Sign Out in this tab: the guard leaves for the home page, not /login. */
  signedOutByUser: boolean;
}

const RECOVERY_KEY = "vindbaar-password-recovery";
const INITIAL: SessionSnapshot = {
  status: "initial",
  session: null,
  recovery: false,
  urlError: null,
  rejected: false,
  signedOutByUser: false,
};

let snapshot: SessionSnapshot = INITIAL;
let started = false;
const listeners = new Set<() => void>();

function update(patch: Partial<SessionSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): SessionSnapshot {
  return snapshot;
}

/** Server render and first client render: nothing known yet (identical, so hydration matches). */
export function getServerSnapshot(): SessionSnapshot {
  return INITIAL;
}

function rememberRecovery(on: boolean) {
  try {
    if (on) window.sessionStorage.setItem(RECOVERY_KEY, "1");
    else window.sessionStorage.removeItem(RECOVERY_KEY);
  } catch {
    // Without sessionStorage the recovery form simply does not survive a reload.
  }
}

function recoveryRemembered(): boolean {
  try {
    return window.sessionStorage.getItem(RECOVERY_KEY) === "1";
  } catch {
    return false;
  }
}

export function handleAuthEvent(event: AuthChangeEvent, session: Session | null) {
  // Signed out (here, in another tab, or refused by a function), or another account in this
  // browser: calls under way are aborted and the query cache is emptied, so nothing the last
  // account asked for lands on the signed-out screen or in the next account's cache.
  const previous = snapshot.session?.user.id;
  if (previous && previous !== session?.user.id) reportSessionEnded();
  switch (event) {
    case "PASSWORD_RECOVERY":
      rememberRecovery(true);
      update({ status: "ready", session, recovery: true });
      break;
    case "SIGNED_OUT":
      rememberRecovery(false);
      update({ status: "ready", session: null, recovery: false });
      break;
    case "SIGNED_IN":
      update({
        status: "ready",
        session,
        recovery: snapshot.recovery,
        rejected: false,
        signedOutByUser: false,
      });
      break;
    default:
      // INITIAL_SESSION, TOKEN_REFRESHED, USER_UPDATED, MFA_CHALLENGE_VERIFIED.
      update({ status: "ready", session, recovery: session ? snapshot.recovery : false });
  }
}

/** Known to be signed out without asking the auth library: no stored session, no auth redirect. */
export function markSignedOut() {
  if (!started && snapshot.status !== "ready") update({ status: "ready", session: null });
}

/** Loads the client (once), reads the session and follows every auth change from then on. */
export function start(): void {
  if (started) return;
  started = true;
  // Only this function creates sessions, so before it ran there can be none: always "loading".
  update({ status: "loading", recovery: recoveryRemembered() });

  onSessionRejected(endRejectedSession);
  void getSupabase()
    .then(async (supabase) => {
      supabase.auth.onAuthStateChange((event, session) => handleAuthEvent(event, session));
      const { data, error } = await supabase.auth.getSession();
      update({
        status: "ready",
        session: data.session,
        recovery: data.session ? snapshot.recovery : false,
        urlError: error ?? snapshot.urlError,
      });
    })
    .catch((error: unknown) => {
      console.error("Could not load the authentication client", error);
      started = false;
      update({ status: "ready", session: null });
    });
}

/**
 * Whether someone is signed in, as soon as that is known: at once when it is (or when this
 * browser holds no session at all), else once the stored session has been read. For a click that
 * must not be decided on a session still loading (a returning customer choosing a plan).
 */
export function signedInWhenKnown(): boolean | Promise<boolean> {
  if (snapshot.status === "ready") return snapshot.session !== null;
  if (!started && !hasStoredSession()) return false;
  start();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      if (snapshot.status !== "ready") return;
      unsubscribe();
      resolve(snapshot.session !== null);
    });
  });
}

/** A 401 from a function: forget the session here (SIGNED_OUT follows) and remember why. */
export function endRejectedSession() {
  if (!snapshot.session || snapshot.rejected) return;
  update({ rejected: true });
  void endSession();
}

export function clearRecovery() {
  rememberRecovery(false);
  update({ recovery: false });
}

export function clearUrlError() {
  update({ urlError: null });
}

/**
 * Sign Out: ends the session on the user's request. Failures are only logged (docs/product.md §8); the UI
 * waits for SIGNED_OUT.
 */
export async function signOut(): Promise<boolean> {
  update({ signedOutByUser: true });
  const ended = await endSession();
  if (!ended) update({ signedOutByUser: false });
  return ended;
}

/** The guard has acted on a Sign Out; a later signed-out visit is a deep link again. */
export function acknowledgeSignOut() {
  if (snapshot.signedOutByUser) update({ signedOutByUser: false });
}

async function endSession(): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut({ scope: "local" });
    if (error) {
      console.error("Sign-out failed", error);
      return false;
    }
    return true;
  } catch (error) {
    console.error("Sign-out failed", error);
    return false;
  }
}

/** Test helper: forget everything (module state outlives a test's render). */
export function resetSessionStore() {
  snapshot = INITIAL;
  started = false;
}
