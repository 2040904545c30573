import { useState } from "react";
import { recoveryContent, sessionContent } from "@/content/auth";
import {
  AuthMessage,
  displayName,
  RequireSession,
  SetNewPasswordForm,
  SignOutButton,
  useSession,
} from "@/features/auth";
import { dashboardContent } from "@/content/dashboard";
import { DashboardView } from "@/features/dashboard";
import { PageHead } from "./page-head";

export function DashboardPage() {
  return (
    <>
      <PageHead path="/dashboard" />
      <RequireSession>
        <DashboardContent />
      </RequireSession>
    </>
  );
}

/**
 * A password-reset link lands here with a recovery session: the new-password form comes first,
 * then the normal dashboard with a confirmation. ?checkout_success=true needs nothing here yet.
 */
function DashboardContent() {
  const { user, recovery, clearRecovery } = useSession();
  const [passwordChanged, setPasswordChanged] = useState(false);

  if (recovery) {
    return (
      <div className="container py-12">
        <h1 className="sr-only">{dashboardContent.title}</h1>
        <SetNewPasswordForm
          onDone={() => {
            setPasswordChanged(true);
            clearRecovery();
          }}
        />
      </div>
    );
  }

  return (
    <DashboardView
      userName={displayName(user, sessionContent.fallbackName)}
      actions={<SignOutButton />}
      notice={
        passwordChanged ? (
          <AuthMessage kind="success">{recoveryContent.success}</AuthMessage>
        ) : undefined
      }
    />
  );
}
