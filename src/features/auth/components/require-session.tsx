import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { sessionContent } from "@/content/auth";
import { useSession } from "../session-context";
import { AuthStatus } from "./auth-status";

/**
 * Guard for /dashboard and /seo-helper (spec §4): waits for the session, then renders the page or
 * sends the visitor to the home page — also when the session ends while the page is open.
 * An auth error in the address (e.g. an expired reset link) goes to /login instead, where it is
 * shown in the red box (docs/decisions/005-protected-route-redirects.md). A session a function
 * refused (401, e.g. signed out on another device) goes to /login with a return address, so the
 * user signs in again and comes back to the page they were on.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { loading, session, urlError, rejected, ensureLoaded } = useSession();
  const { pathname, search } = useLocation();

  useEffect(() => ensureLoaded(), [ensureLoaded]);

  if (loading) return <AuthStatus label={sessionContent.loading} />;
  if (!session) {
    const target = rejected
      ? `${paths.login}?returnUrl=${encodeURIComponent(pathname + search)}`
      : urlError
        ? paths.login
        : paths.home;
    return <Navigate to={target} replace />;
  }
  return children;
}
