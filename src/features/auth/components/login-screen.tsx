import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths, withoutPlanChoice } from "@/config/paths";
import { useT } from "@/i18n";
import { hasStoredSession, urlHasAuthParams } from "@/lib/supabase";
import { googleSignInEnabled } from "../api/auth-settings";
import { loginModeFromQuery, loginRedirectTarget } from "../model";
import { useSession } from "../session-context";
import { AuthStatus } from "./auth-status";
import { LoginForm } from "./login-form";

/**
 * /login: waits for the session, sends a signed-in visitor on (docs/product.md §4: "a session appearing on
 * /login moves the user to /dashboard", or to a safe returnUrl), otherwise shows the form.
 */
export function LoginScreen({
  returnUrl,
  mode = null,
}: {
  returnUrl: string | null;
  /** The `?mode=` parameter: "signup" opens the create-account form. */
  mode?: string | null;
}) {
  const { loading, session, urlError, clearUrlError, ensureLoaded } = useSession();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const target = loginRedirectTarget(returnUrl, hash);
  const initialMode = loginModeFromQuery(mode);
  const { t } = useT("auth");

  useEffect(() => ensureLoaded(), [ensureLoaded]);
  // Asked while the session loads, so the form usually knows at once whether to offer Google.
  useEffect(() => void googleSignInEnabled(), []);

  // Whether the session is this tab's own: signed in here, arrived with an e-mail or Google link,
  // or already stored when the page opened. Confirming the e-mail in a new tab also signs in the
  // tab still showing the confirmation notice; that one follows to the page without the plan choice,
  // so Checkout opens in the tab the customer is looking at, not in both.
  const [signedInBefore] = useState(
    () =>
      typeof window !== "undefined" && (hasStoredSession() || urlHasAuthParams(window.location)),
  );
  const signingInHere = useRef(false);
  const markSigningInHere = useCallback((on: boolean) => {
    signingInHere.current = on;
  }, []);

  useEffect(() => {
    if (!session) return;
    const own = signedInBefore || signingInHere.current;
    navigate(own ? target : withoutPlanChoice(target), { replace: true });
  }, [session, target, navigate, signedInBefore]);

  // The form has taken the address's auth error into its own state (red box); forget it here so
  // a later visit to /login (another mode, another page's returnUrl) does not show it again.
  const showingForm = !loading && !session;
  useEffect(() => {
    if (showingForm && urlError) clearUrlError();
  }, [showingForm, urlError, clearUrlError]);

  if (loading) return <AuthStatus label={t("session.loading")} />;
  if (session) {
    return (
      <AuthStatus
        label={
          target === paths.dashboard
            ? t("session.redirectingToDashboard")
            : t("session.redirecting")
        }
      />
    );
  }
  return (
    <div className="container py-12 sm:py-16">
      {/* Keyed by the mode: following 'Aan de Slag' while on /login switches the form too. */}
      <LoginForm
        key={initialMode}
        initialMode={initialMode}
        initialError={urlError}
        onModeChange={clearUrlError}
        returnTo={target}
        onSigningIn={markSigningInHere}
      />
    </div>
  );
}
