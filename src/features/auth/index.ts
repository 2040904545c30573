export { AuthMessage } from "./components/auth-message";
export { AuthStatus } from "./components/auth-status";
export { LoginScreen } from "./components/login-screen";
export { RequireSession } from "./components/require-session";
export { SetNewPasswordForm } from "./components/set-new-password-form";
export { SignOutButton } from "./components/sign-out-button";
export { displayName, loginRedirectTarget, safeReturnUrl } from "./model";
export { useSession, type SessionContextValue } from "./session-context";
export { SessionProvider } from "./session-provider";
