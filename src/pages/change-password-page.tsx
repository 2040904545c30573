import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { PageHead } from "./page-head";

/** /dashboard/password: 'Wachtwoord wijzigen' from the account menu (issue 22). */
export function ChangePasswordPage() {
  return (
    <>
      <PageHead path="/dashboard/password" />
      <div className="container flex justify-center py-10">
        <ChangePasswordForm />
      </div>
    </>
  );
}
