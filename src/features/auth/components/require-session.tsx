import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { useSession } from "../session-context";
import { AuthStatus } from "./auth-status";

/**
 * The customer area's guard (docs/decisions/005 and 028): waits for the session, then renders the
 * page. Without one the visitor goes to /login with this page as the returnUrl and comes back
 * after signing in — a deep link, an expired e-mail link (shown in the red box there), a session
 * ended in another tab or refused by a function. Only pressing Sign Out here leads to the home page.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { loading, session, signedOutByUser, acknowledgeSignOut, ensureLoaded } = useSession();
  const { pathname, search } = useLocation();
  const { t } = useT("auth");

  useEffect(() => ensureLoaded(), [ensureLoaded]);

  // Forgotten once the guard is gone (the home page reached), not before: clearing it while this
  // guard still renders would send the user to /login after all.
  const leavingAfterSignOut = !loading && !session && signedOutByUser;
  useEffect(() => {
    if (leavingAfterSignOut) return acknowledgeSignOut;
  }, [leavingAfterSignOut, acknowledgeSignOut]);

  if (loading) return <AuthStatus label={t("session.loading")} />;
  if (!session) {
    // The hash is left behind: it may hold auth values, and returnUrl only carries path and query.
    const target = signedOutByUser
      ? paths.home
      : `${paths.login}?returnUrl=${encodeURIComponent(pathname + search)}`;
    return <Navigate to={target} replace />;
  }
  return children;
}
