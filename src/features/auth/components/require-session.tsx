import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { sessionContent } from "@/content/auth";
import { useSession } from "../session-context";
import { AuthStatus } from "./auth-status";

/**
 * Guard for /dashboard and /seo-helper (spec §4): waits for the session, then renders the page or
 * sends the visitor to the home page — also when the session ends while the page is open.
 * An auth error in the address (e.g. an expired reset link) goes to /login instead, where it is
 * shown in the red box (docs/decisions/005-protected-route-redirects.md).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { loading, session, urlError, ensureLoaded } = useSession();

  useEffect(() => ensureLoaded(), [ensureLoaded]);

  if (loading) return <AuthStatus label={sessionContent.loading} />;
  if (!session) return <Navigate to={urlError ? paths.login : paths.home} replace />;
  return children;
}
