import { useEffect, useMemo, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { authClientPaths } from "@/config/public-routes";
import { authStorageKey, hasStoredSession, urlHasAuthParams } from "@/lib/supabase";
import { SessionContext, toContextValue, useSessionSnapshot } from "./session-context";
import { markSignedOut, start } from "./session-store";

function needsClient(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // Routes that cannot work without the auth client (route facts: session and guest-only).
  return authClientPaths.includes(normalised);
}

/**
 * Tracks the visitor's session for the whole app. The auth library (supabase-js, ~50 KB gzipped)
 * is loaded only when it can matter: on the customer-area routes, when this browser holds a saved
 * session, or when the address carries an auth redirect (e-mail link, OAuth). Every other visitor
 * is reported as signed out at once, so the public header never waits for it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const snapshot = useSessionSnapshot();
  const { pathname } = useLocation();
  const onClientRoute = needsClient(pathname);

  useEffect(() => {
    if (onClientRoute || hasStoredSession() || urlHasAuthParams(window.location)) start();
    else markSignedOut();
  }, [onClientRoute]);

  // A sign-in in another tab writes the session to storage: pick it up here too.
  useEffect(() => {
    const key = authStorageKey();
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.newValue) start();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const value = useMemo(() => toContextValue(snapshot), [snapshot]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
