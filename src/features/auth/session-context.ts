import type { Session, User } from "@supabase/supabase-js";
import { createContext, useContext, useSyncExternalStore } from "react";
import {
  acknowledgeSignOut,
  clearRecovery,
  clearUrlError,
  getServerSnapshot,
  getSnapshot,
  signOut,
  start,
  subscribe,
  type SessionSnapshot,
} from "./session-store";

export interface SessionContextValue {
  session: Session | null;
  user: User | null;
  /** True until it is known whether someone is signed in. */
  loading: boolean;
  /** True after PASSWORD_RECOVERY, until a new password is saved. */
  recovery: boolean;
  /** An auth error carried in the address (expired e-mail link …), shown on /login. */
  urlError: Error | null;
  /** The user pressed Sign Out here (the guard then goes home instead of to /login). */
  signedOutByUser: boolean;
  signOut: () => Promise<boolean>;
  acknowledgeSignOut: () => void;
  /** Load the auth client now (pages that need it call this; public pages never do). */
  ensureLoaded: () => void;
  clearRecovery: () => void;
  clearUrlError: () => void;
}

export function toContextValue(snapshot: SessionSnapshot): SessionContextValue {
  return {
    session: snapshot.session,
    user: snapshot.session?.user ?? null,
    loading: snapshot.status !== "ready",
    recovery: snapshot.recovery,
    urlError: snapshot.urlError,
    signedOutByUser: snapshot.signedOutByUser,
    signOut,
    acknowledgeSignOut,
    ensureLoaded: start,
    clearRecovery,
    clearUrlError,
  };
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

const isSignedIn = () => getSnapshot().session !== null;
const signedOutWhilePrerendering = () => false;

/**
 * Whether someone is signed in — all the public layout and the plan cards need. It subscribes to
 * that one boolean, so when the store settles from "initial" to "signed out" right after hydration
 * nothing re-renders; reading the whole session re-rendered the header, the footer and the plan
 * cards synchronously, ~100 ms of blocking time on a slow phone (issue 13).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, signedOutWhilePrerendering);
}

/**
 * The current auth state. Inside SessionProvider (the whole app) it comes from context; outside
 * (isolated component tests) it reads the same store directly, so it never throws.
 */
export function useSession(): SessionContextValue {
  const fromProvider = useContext(SessionContext);
  const snapshot = useSessionSnapshot();
  return fromProvider ?? toContextValue(snapshot);
}
